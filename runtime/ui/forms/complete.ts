/** What every successful lead does: the analytics event, the browser's memory of it, then /success. */
import { useNavigate } from '@dealer/ui/router';
import type { Car } from '../../../schema/car.ts';
import type { FormValues } from '@dealer/forms/fields';
import { track } from '../analytics';
import { rememberLead, type ChosenCar } from './browser';
import type { Success } from './StepForm';

/** The car fields forms read: a full `Car` fits, and so does the lighter car other areas hold. */
export type FormCar = Pick<Car, 'id' | 'make' | 'model' | 'car_type' | 'status'> &
  Partial<{ [K in 'slug' | 'year' | 'name' | 'stocknum' | 'dealership_slug' | 'dealership_id' | 'location']: Car[K] | null }>;

export const carName = (car: Pick<FormCar, 'name' | 'year' | 'make' | 'model'>) => car.name ?? [car.year, car.make, car.model].filter(Boolean).join(' ');

export function chosenCar(car: FormCar | undefined): ChosenCar | undefined {
  return car && { id: car.id, ...(car.slug ? { slug: car.slug } : {}), name: carName(car) };
}

export function useCompleteLead(kind: string, car: FormCar | undefined) {
  const navigate = useNavigate();
  return (event: number, values: FormValues, outcome: Success) => {
    track(event, car ? { carId: car.id } : {});
    rememberLead({ leadId: outcome.leadId, kind, values, car: chosenCar(car) });
    if (outcome.next) void navigate(outcome.next);
  };
}
