import type { Car } from '../../../schema/car.ts';
import { SITE } from '@site/site.gen';
import { DeliveryCalculator } from '../finance/DeliveryCalculator';
import { FinanceCalculator } from '../finance/FinanceCalculator';
import { FuelCostCalculator } from '../finance/FuelCostCalculator';
import { PriceGauge } from '../finance/PriceGauge';
import { ThreeFeatureBanner } from '../home/ThreeFeatureBanner';
import { CallDealer } from './CallDealer';
import { carTitle } from '@dealer/site/car-facts';
import { CarSections } from './CarSections';
import { CarTabs } from './CarTabs';
import { CarVideo } from './CarVideo';
import { LazyPart } from '../routing';
import { SimilarCars } from './parts';
import { UsedCarChecks } from './UsedCarChecks';

/** Everything below the photos and summary. */
export default function VehicleDetails({ car, phone, onFinanceDisclaimer }: { car: Car; phone: string | null; onFinanceDisclaimer: (() => void) | null }) {
  return (
    <div className="vehicle-details">
      <CarSections car={car} />
      <UsedCarChecks car={car} />
      <CarTabs car={car} />
      {car.external_video_url && (
        <section className="vehicle-section">
          <h2>Video</h2>
          <CarVideo url={car.external_video_url} title={`${carTitle(car)} video`} />
        </section>
      )}
      <CallDealer car={car} phone={phone} />
      <FuelCostCalculator car={car} />
      <DeliveryCalculator />
      <FinanceCalculator car={car} />
      <PriceGauge car={car} />
      <p className="vehicle-disclaimer">
        While we take care to keep this listing accurate, details, features and prices can change and should be confirmed with the dealer before purchase.
        {onFinanceDisclaimer && (
          <>
            {' '}
            <button type="button" className="link-button" aria-haspopup="dialog" onClick={onFinanceDisclaimer}>
              Finance disclaimer
            </button>
          </>
        )}
      </p>
      <LazyPart fallback={null}>
        <SimilarCars car={car} />
      </LazyPart>
      {SITE.home.threeFeatureBanner && <ThreeFeatureBanner />}
    </div>
  );
}
