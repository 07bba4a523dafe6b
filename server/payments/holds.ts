/**
 * What a deposit does to the car: paid, the car is flagged reserved in the index (so its Reserve button goes); the
 * hold ended (refunded at the provider, or expired 48 hours after payment), the flag is cleared unless another hold
 * still has the car. Two deposits paid for one car at once: the first paid keeps it, the other is refunded.
 * A stock import writes each car's flag as the feed has it, which knows nothing of deposits: every sweep flags
 * again the cars of live holds an import unflagged.
 */
import type { StockReader } from '../stock/stock-reader.ts';
import type { StockWriter } from '../stock/stock-writer.ts';
import type { Reservation, ReservationStore } from '../store/reservations.ts';
import type { PaymentProvider } from './provider.ts';

/** Where a tenant's cars are: its index in the engine its site reads (the server's own, or the tenant's), or null for a tenant this server does not serve. */
export type CarIndexFor = (tenant: string) => { stock: StockReader & StockWriter; uid: string } | null;

/** How often each server looks for holds whose time is up, and for held cars an import unflagged: the longest a held car can show as free. */
export const HOLD_SWEEP_MS = 60_000;

export interface Holds {
  /** Records a checkout paid (again: nothing changes) and reserves its car; the reservation as it now is. */
  paid(tenant: string, reservationId: string): Promise<Reservation | undefined>;
  /** Records a paid hold refunded at the provider, releasing its car. */
  refunded(tenant: string, reservationId: string): Promise<void>;
  /** Ends the holds whose time is up, releasing their cars, and flags again the held cars found unflagged; how many holds it ended. */
  sweep(): Promise<number>;
}

/** `payments` refunds a second deposit for one car; a server without a provider still ends the holds it finds. */
export function reservationHolds(options: {
  store: ReservationStore;
  payments: Pick<PaymentProvider, 'refund'> | null;
  indexFor: CarIndexFor;
  now?: () => Date;
}): Holds {
  const { store, payments, indexFor } = options;
  const now = options.now ?? (() => new Date());

  const flag = async (reservation: Reservation, reserved: boolean) => {
    const index = indexFor(reservation.tenant);
    await index?.stock.setReserved(index.uid, reservation.carId, reserved);
  };

  // A car the feed no longer lists is left out: `documents` does not find it. One tenant's engine failing keeps no other's cars unflagged.
  const reflag = async (held: readonly Reservation[]) => {
    const failures: unknown[] = [];
    for (const tenant of new Set(held.map((reservation) => reservation.tenant))) {
      const index = indexFor(tenant);
      if (!index) continue;
      const ids = held.filter((reservation) => reservation.tenant === tenant).map((reservation) => reservation.carId);
      try {
        for (const car of await index.stock.documents(index.uid, ids, ['id', 'reserved']))
          if (car.reserved !== true) await index.stock.setReserved(index.uid, Number(car.id), true);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'Held cars were not all flagged reserved again');
  };

  const release = async (reservation: Reservation) => {
    if ((await store.paidFor(reservation.tenant, reservation.carId)).length === 0) await flag(reservation, false);
  };

  return {
    async paid(tenant, reservationId) {
      const reservation = await store.markPaid(tenant, reservationId, now());
      if (!reservation) return store.find(tenant, reservationId);
      const [first] = await store.paidFor(tenant, reservation.carId);
      if (first && first.id !== reservation.id) {
        const refunded = await store.markRefunded(tenant, reservation.id);
        if (refunded?.sessionId) await payments?.refund(refunded.sessionId);
        return refunded;
      }
      await flag(reservation, true);
      return reservation;
    },
    async refunded(tenant, reservationId) {
      const reservation = await store.markRefunded(tenant, reservationId);
      if (reservation) await release(reservation);
    },
    async sweep() {
      const ended = await store.claimExpired(now());
      for (const reservation of ended) await release(reservation);
      await reflag(await store.held());
      return ended.length;
    },
  };
}
