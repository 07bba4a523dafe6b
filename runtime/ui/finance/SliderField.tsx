import { useEffect, useState } from 'react';
import type { NumberRange } from '@dealer/finance/bounds';

export interface SliderFieldProps {
  id: string;
  label: string;
  value: number;
  range: NumberRange;
  /** Called with what the shopper slid or typed; the caller clamps or checks it. */
  onChange: (value: number) => void;
  /** How the value reads to a screen reader, e.g. '$30,000' or '6 years'. */
  valueText: (value: number) => string;
  disabled?: boolean;
  /** A message under the field, e.g. the loan amount's bounds message. */
  message?: string | null;
}

/**
 * A range slider paired with a number input for the same value. The number input keeps what is being
 * typed until it is a number (so "1" on the way to "15" is not clamped at once) and settles on blur.
 */
export function SliderField({ id, label, value, range, onChange, valueText, disabled = false, message }: SliderFieldProps) {
  const [draft, setDraft] = useState(String(value));
  // Follow the value when the slider (or a clamp) moves it, but not while the draft already reads it ("5." for 5).
  useEffect(() => setDraft((current) => (Number(current) === value && current.trim() !== '' ? current : String(value))), [value]);
  const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const messageId = message ? `${id}-message` : undefined;
  return (
    <div className={`slider-field${disabled ? ' slider-field--disabled' : ''}`}>
      <label htmlFor={`${id}-number`} className="slider-field__label">
        {label}
      </label>
      <input
        id={`${id}-number`}
        className="slider-field__number"
        type="number"
        inputMode="decimal"
        min={range.min}
        max={range.max}
        step={range.step}
        value={draft}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          setDraft(event.target.value);
          const number = typed(event.target.value);
          if (number >= range.min && number <= range.max) onChange(number);
        }}
        onBlur={() => {
          // Out of range or unfinished: hand it over now, for the caller to clamp or flag.
          const number = typed(draft);
          if (number !== value) onChange(number);
          setDraft(String(value));
        }}
      />
      <input
        id={id}
        className="slider-field__range"
        type="range"
        aria-label={label}
        aria-valuetext={valueText(value)}
        min={range.min}
        max={range.max}
        step={range.step}
        value={Math.min(Math.max(value, range.min), range.max)}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {message && (
        <p id={messageId} className="slider-field__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
