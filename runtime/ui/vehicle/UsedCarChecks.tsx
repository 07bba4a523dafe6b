import Check from 'lucide/dist/esm/icons/check.mjs';
import type { Car } from '../../../schema/car.ts';
import { formatDate } from '@dealer/site/dates';
import { Icon } from '../site/Icon';

/** What a used-car buyer checks first: registration, compliance, build and whether a history report exists. */
export function UsedCarChecks({ car }: { car: Car }) {
  if (car.car_type !== 'used') return null;
  const checks = [
    car.regplate && `Registered (${car.regplate}${car.rego_expiry ? `, expires ${formatDate(car.rego_expiry)}` : ''})`,
    car.compliance_date && `Complied ${formatDate(car.compliance_date)}`,
    car.build_date && `Built ${formatDate(car.build_date)}`,
    car.file ? 'Vehicle history report available' : null,
  ].filter((check): check is string => Boolean(check));
  if (checks.length === 0) return null;
  return (
    <section className="vehicle-section used-car-checks">
      <h2>Used-car checks</h2>
      <ul>
        {checks.map((check) => (
          <li key={check}>
            <Icon icon={Check} size={18} />
            {check}
          </li>
        ))}
      </ul>
    </section>
  );
}
