import { useState } from 'react';
import { formatMoney } from '@dealer/finance/format';
import { FUEL_CALCULATOR_DEFAULTS, fuelCalculatorVisible, fuelCost, fuelEconomy, type FuelCar } from '@dealer/finance/fuel';
import { FEATURE_FUEL_CALCULATOR } from '@site/site.gen';
import './finance.css';

/** Running cost from fuel economy (10 L/100km when unknown), distance and fuel price; hidden for electric cars. */
export function FuelCostCalculator({ car }: { car: FuelCar }) {
  return FEATURE_FUEL_CALCULATOR && fuelCalculatorVisible(car) ? <FuelCost car={car} /> : null;
}

function FuelCost({ car }: { car: FuelCar }) {
  const [input, setInput] = useState({ litresPer100km: fuelEconomy(car), ...FUEL_CALCULATOR_DEFAULTS });
  const cost = fuelCost(input);
  const field = (key: keyof typeof input, label: string, step: number) => (
    <div className="fuel-calculator__field">
      <label htmlFor={`fuel-${key}`}>{label}</label>
      <input
        id={`fuel-${key}`}
        type="number"
        min={0}
        step={step}
        value={input[key]}
        onChange={(event) => setInput({ ...input, [key]: Number(event.target.value) })}
      />
    </div>
  );
  return (
    <section className="fuel-calculator" data-feature="fuel-calculator" aria-labelledby="fuel-calculator-title">
      <h2 id="fuel-calculator-title">Fuel cost calculator</h2>
      {field('litresPer100km', 'Fuel economy (L/100km)', 0.1)}
      {field('kmPerYear', 'Kilometres per year', 1000)}
      {field('pricePerLitre', 'Fuel price ($ per litre)', 0.01)}
      <p className="fuel-calculator__result" aria-live="polite">
        About <strong>{formatMoney(cost.perWeek)}</strong> /wk ({formatMoney(cost.perYear)} /yr)
      </p>
    </section>
  );
}
