/**
 * What a deposit does to the car: paid, the car is flagged reserved in the index (so its Reserve button goes); the
 * hold ended (refunded at the provider, or expired 48 hours after payment), the flag is cleared unless another hold
 * still has the car. Two deposits paid for one car at once: the first paid keeps it, the other is refunded.
 */
import type { StockWriter } from '../stock/stock-writer.ts';
import type { Reservation, ReservationStore } from '../store/reservations.ts';
import type { PaymentProvider } from './provider.ts';

/** Where a tenant's cars are written: its index in the server's own engine, or null for a tenant with an engine of its own. */
export type CarIndexFor = (tenant: string) => { writer: StockWriter; uid: string } | null;

/** How often each server looks for holds whose time is up. */
export const HOLD_SWEEP_MS = 5 * 60_000;

export interface Holds {
  /** Records a checkout paid (again: nothing changes) and reserves its car; the reservation as it now is. */
  paid(tenant: string, reservationId: string): Promise<Reservation | undefined>;
  /** Records a paid hold refunded at the provider, releasing its car. */
  refunded(tenant: string, reservationId: string): Promise<void>;
  /** Ends the holds whose time is up, releasing their cars; how many it ended. */
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
    await index?.writer.setReserved(index.uid, reservation.carId, reserved);
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
      return ended.length;
    },
  };
}
