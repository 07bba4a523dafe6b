import { useEffect, useState } from 'react';
import type { Car } from '../../../schema/car.ts';
import type { CarButtons } from '@dealer/site/availability';
import { EVENTS, PDF_PREPARING_TEXT } from '@dealer/site/constants';
import { FEATURE_HISTORY_REPORT, FEATURE_PRINT, FEATURE_WATCHLIST, SITE } from '@site/site.gen';
import { track } from '../analytics';
import { carName } from '@dealer/site/car-facts';
import { emailShareUrl, whatsAppShareUrl } from '@dealer/site/share-links';
import { FaveButton } from './FaveButton';
import { copyNotice, facebookShareUrl, SHARE_WINDOW_FEATURES } from './page-rules';
import { siteOrigin } from './seo';
import { vehicleToast } from './VehicleToast';

/** Downloads the server's PDF as {slug}.pdf; a failure is alerted with its message. */
async function downloadPdf(slug: string): Promise<void> {
  const response = await fetch(`/api/cars/${slug}/pdf`);
  if (!response.ok)
    throw new Error(((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? `The PDF could not be made (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `${slug}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The browser's share sheet, where it has one (phones, Safari, Edge); read after hydration, as the server has none. */
function useNativeShare(): boolean {
  const [native, setNative] = useState(false);
  useEffect(() => setNative(typeof navigator.share === 'function'), []);
  return native;
}

/**
 * Share (the browser's share sheet, else a 550x400 window), e-mail and WhatsApp links, Fave, copy link,
 * Print (new tab), PDF and the history report.
 */
export function ShareBar({ car, buttons }: { car: Car; buttons: CarButtons }) {
  const [copied, setCopied] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const name = carName(car);
  const nativeShare = useNativeShare();
  // The car's own address: the site's configured one drawn by the server, where the page was loaded from once in the browser.
  const [pageUrl, setPageUrl] = useState(() => `${siteOrigin(SITE, '')}/cars/${car.slug}`);
  useEffect(() => setPageUrl(`${siteOrigin(SITE, window.location.origin)}/cars/${car.slug}`), [car.slug]);

  const share = () => {
    if (!nativeShare) return void window.open(facebookShareUrl(window.location.href), 'share', SHARE_WINDOW_FEATURES);
    // A shopper who closes the sheet rejects the promise; that is not an error worth showing.
    navigator.share({ title: name, url: pageUrl }).catch(() => undefined);
  };

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), copyNotice('inline', name).ms);
    return () => window.clearTimeout(timer);
  }, [copied, name]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      // Clipboard access can be refused; the notice still tells the shopper where the link is.
      return window.prompt('Copy this link', window.location.href);
    }
    const notice = copyNotice(SITE.vehicle.copyLinkStyle, name);
    if (SITE.vehicle.copyLinkStyle === 'toast') vehicleToast({ text: notice.text, ms: notice.ms });
    else setCopied(notice.text);
  };

  const pdf = async () => {
    setPreparing(true);
    try {
      await downloadPdf(car.slug);
    } catch (error) {
      window.alert((error as Error).message);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div className="share-bar" role="group" aria-label="Share and save">
      <button type="button" className="share-bar__button" onClick={share}>
        Share
      </button>
      <a className="share-bar__button" data-share="email" href={emailShareUrl(name, pageUrl)}>
        E-mail
      </a>
      <a className="share-bar__button" data-share="whatsapp" href={whatsAppShareUrl(name, pageUrl)} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      {FEATURE_WATCHLIST && <FaveButton car={car} shown={buttons.favourite} />}
      <button type="button" className="share-bar__button" onClick={() => void copyLink()}>
        {copied ?? 'Copy Link'}
      </button>
      {FEATURE_PRINT && (
        <a
          className="share-bar__button"
          data-feature="print"
          href={`/print?car_id=${encodeURIComponent(car.slug)}`}
          target="_blank"
          rel="noopener"
          onClick={() => track(EVENTS.print, { carId: car.id })}
        >
          Print
        </a>
      )}
      {FEATURE_PRINT && (
        <button type="button" className="share-bar__button" disabled={preparing} aria-busy={preparing} onClick={() => void pdf()}>
          {preparing ? PDF_PREPARING_TEXT : 'Download PDF'}
        </button>
      )}
      {FEATURE_HISTORY_REPORT && buttons.historyReport && car.file && (
        <a
          className="share-bar__button"
          data-feature="history-report"
          href={car.file}
          target="_blank"
          rel="noopener"
          onClick={() => track(EVENTS.historyReport, { carId: car.id })}
        >
          History Report
        </a>
      )}
    </div>
  );
}
