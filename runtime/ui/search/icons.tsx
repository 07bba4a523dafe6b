import Car from 'lucide/dist/esm/icons/car.mjs';
import Cog from 'lucide/dist/esm/icons/cog.mjs';
import Gauge from 'lucide/dist/esm/icons/gauge.mjs';
import { Icon } from '../site/Icon';

/** The card's spec icons (kms, transmission, body): decorative, the text beside each says what it is. */
const ICONS = { km: Gauge, transmission: Cog, body: Car } as const;

export function SpecIcon({ kind }: { kind: keyof typeof ICONS }) {
  return <Icon icon={ICONS[kind]} size={18} className="spec-icon" />;
}
