import type { Car } from '../../../schema/car.ts';
import { SITE } from '@site/site.gen';
import { breadcrumb } from './page-rules';

export function Breadcrumb({ car }: { car: Car }) {
  const crumbs = breadcrumb(car, SITE.search);
  return (
    <nav className="vehicle-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
