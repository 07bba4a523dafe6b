import { useSearchParams } from '@dealer/ui/router';
import { carPhone, formatPhone } from '@dealer/site/phones';
import { imageUrl } from '@dealer/site/images';
import { SITE } from '@site/site.gen';
import { PriceDisplay } from '../finance/PriceDisplay';
import { usePageTitle } from '../routing';
import { carDetails, carFeatures, carName, keyInformation } from '@dealer/site/car-facts';
import { carPhotos } from '../vehicle/page-rules';
import { useCar } from '../vehicle/useCar';
import NotFoundPage from './NotFoundPage';
import '../vehicle/vehicle.css';

/** /print?car_id={slug}: the car on one printable page, opened in a new tab from the car page. */
export default function PrintPage() {
  const [params] = useSearchParams();
  const load = useCar(params.get('car_id') ?? undefined);
  const car = load.status === 'ready' ? load.car : null;
  usePageTitle(car ? `Print ${carName(car)}` : 'Print');
  if (load.status === 'not-found') return <NotFoundPage />;
  if (load.status === 'error') return <p role="alert">We couldn't load this car: {load.message}</p>;
  if (!car) return <p role="status">Loading the car…</p>;
  const phone = carPhone(SITE.phones, car, { warn: () => undefined });
  const rows = [...keyInformation(car), ...carDetails(car)];
  return (
    <article className="print-view">
      <button type="button" className="button print-view__print" onClick={() => window.print()}>
        Print this page
      </button>
      <h1>{carName(car)}</h1>
      <PriceDisplay car={car} variant="detail" />
      <img decoding="async" src={imageUrl(carPhotos(car)[0]?.url, SITE.images, { width: 600 })} alt={carName(car)} width={600} height={400} />
      <dl className="print-view__facts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {carFeatures(car).length > 0 && (
        <>
          <h2>Features</h2>
          <ul className="print-view__features">
            {carFeatures(car).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      {car.dealercomments && (
        <>
          <h2>Dealer Comments</h2>
          <p className="print-view__comments">{car.dealercomments}</p>
        </>
      )}
      <p>
        {car.location.name}
        {phone && ` · ${formatPhone(phone)}`}
      </p>
    </article>
  );
}
