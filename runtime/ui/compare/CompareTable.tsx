import type { ReactNode } from 'react';
import { advertisedWeekly } from '@dealer/finance/weekly-figure';
import { formatMoney } from '@dealer/finance/format';
import { priceDisplay } from '@dealer/finance/price';
import { carSubtitle, carTitle } from '@dealer/site/car-facts';
import { compareRows, valuesDiffer } from '@dealer/site/compare-rows';
import { carCardImage } from '@dealer/site/images';
import { FEATURE_FINANCE_CALCULATOR, SITE } from '@site/site.gen';
import type { Car } from '../../../schema/car.ts';
import { PriceDisplay } from '../finance/PriceDisplay';
import './compare.css';

export interface CompareTableProps {
  cars: readonly Car[];
  remove: (car: Car) => void;
}

function Row({ label, differs, children }: { label: string; differs: boolean; children: ReactNode }) {
  return (
    <tr className={`compare-table__row${differs ? ' compare-table__row--differs' : ''}`} data-differs={differs}>
      <th scope="row">
        {label}
        {differs && <span className="compare-table__differs">Differs</span>}
      </th>
      {children}
    </tr>
  );
}

function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not listed</span>
    </>
  );
}

/**
 * The cars side by side: a column per car (photo, name, Remove), a row per fact, price and weekly figure as
 * the result cards show them. A row where the cars differ is tinted and its heading says "Differs", so
 * both eyes and screen readers find it.
 */
export function CompareTable({ cars, remove }: CompareTableProps) {
  // The card's rule: no weekly figure for a sold car or one whose page shows no calculator.
  const weekly = cars.map((car) => (FEATURE_FINANCE_CALCULATOR ? advertisedWeekly(SITE.finance, car) : null));
  return (
    <div className="compare-table__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption">
          Comparing {cars.length} {cars.length === 1 ? 'car' : 'cars'}
          {cars.length > 1 && <span className="compare-table__legend">Rows where the cars differ are marked “Differs”.</span>}
        </caption>
        <thead>
          <tr>
            <td />
            {cars.map((car) => {
              const title = carTitle(car);
              const photo = carCardImage(car.primary_image_url, SITE.images);
              return (
                <th key={car.id} scope="col" className="compare-table__car">
                  <a href={`/cars/${car.slug}`}>
                    <img src={photo.src} srcSet={photo.srcSet} sizes={photo.sizes} alt="" width={600} height={400} decoding="async" />
                    <span className="compare-table__title">{title}</span>
                  </a>
                  {carSubtitle(car) && <span className="compare-table__subtitle">{carSubtitle(car)}</span>}
                  <button type="button" className="button button--secondary compare-table__remove" onClick={() => remove(car)}>
                    Remove<span className="visually-hidden"> {title}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <Row label="Price" differs={valuesDiffer(cars.map((car) => JSON.stringify(priceDisplay(car, SITE))))}>
            {cars.map((car) => (
              <td key={car.id}>
                <PriceDisplay car={car} variant="card" />
              </td>
            ))}
          </Row>
          {weekly.some((figure) => figure !== null) && (
            <Row label="Weekly" differs={valuesDiffer(weekly)}>
              {weekly.map((figure, i) => (
                <td key={cars[i]!.id}>{figure === null ? <Missing /> : `Only ${formatMoney(figure)} /wk*`}</td>
              ))}
            </Row>
          )}
          {compareRows(cars).map((row) => (
            <Row key={row.label} label={row.label} differs={row.differs}>
              {row.values.map((value, i) => (
                <td key={cars[i]!.id}>{value ?? <Missing />}</td>
              ))}
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}
