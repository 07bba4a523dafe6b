/**
 * The money and km inputs (site-pages spec §5): the number grouped in thousands as it is typed, the '$' or
 * ' kms' beside the input, and quick picks as buttons that set the amount. The form holds the plain number.
 */
import { useLayoutEffect, useRef, type AriaAttributes } from 'react';
import { SITE } from '@site/site.gen';
import type { FieldSpec } from '@dealer/forms/fields';
import { caretAfterRegrouping, groupThousands, numberInputLook, plainNumber, quickPickLabel } from '@dealer/forms/number-input';
import { moneyQuickPicks } from '@dealer/finance/money-field';

interface NumberInputProps {
  id: string;
  field: FieldSpec;
  text: string;
  disabled: boolean;
  aria: AriaAttributes;
  onChange(name: string, value: string): void;
}

/** The field's own picks, else a money field's site picks; never one above the field's maximum. */
export function quickPicksOf(field: Pick<FieldSpec, 'kind' | 'quickPicks' | 'max'>, forms: Parameters<typeof moneyQuickPicks>[0] = SITE.forms): number[] {
  const picks = field.quickPicks ?? (field.kind === 'money' ? moneyQuickPicks(forms).map((pick) => pick.amount) : []);
  return picks.filter((amount) => field.max === undefined || amount <= field.max);
}

export function NumberInput({ id, field, text, disabled, aria, onChange }: NumberInputProps) {
  const look = numberInputLook(field);
  const plain = plainNumber(text, look.decimals);
  const input = useRef<HTMLInputElement>(null);
  // Regrouping rewrites the text under the caret; put it back after the digit just typed.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const picks = quickPicksOf(field);
  return (
    <>
      <div className="form-field__affixed">
        {look.prefix && <span className="form-field__affix">{look.prefix}</span>}
        <input
          ref={input}
          id={id}
          name={field.name}
          type="text"
          value={groupThousands(plain)}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete ?? 'off'}
          inputMode={look.decimals ? 'decimal' : 'numeric'}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.target.value;
            const next = plainNumber(typed, look.decimals);
            caret.current = caretAfterRegrouping(typed, event.target.selectionStart ?? typed.length, groupThousands(next));
            onChange(field.name, next);
          }}
          {...aria}
        />
        {look.suffix && <span className="form-field__affix">{look.suffix}</span>}
      </div>
      {picks.length > 0 && (
        <div className="form-field__quick-picks" role="group" aria-label={`Quick picks for ${field.label}`}>
          {picks.map((amount) => (
            <button key={amount} type="button" className="button button--secondary" disabled={disabled} onClick={() => onChange(field.name, String(amount))}>
              {quickPickLabel(look, amount)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
