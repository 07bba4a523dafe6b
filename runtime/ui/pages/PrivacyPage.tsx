import { privacyTimelines } from '@dealer/site/content';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';

/** The privacy policy; the dealer group's response timelines where the site states them (texts.privacyTimelines). */
export default function PrivacyPage() {
  const owner = SITE.dealershipGroup ?? SITE.name;
  return (
    <PageFrame title={useRouteTitle()} className="page--privacy">
      <p>
        {owner} collects the personal information you give us (such as your name, email, phone and postcode) to answer your enquiries, arrange test drives,
        valuations and finance, and to tell you about offers if you opt in.
      </p>
      <p>We do not sell your personal information. We share it only with the service providers and lenders we need to act on your request.</p>
      <h2>Access and complaints</h2>
      <p>You can ask to see or correct the personal information we hold about you, or complain about how we handled it, by contacting us.</p>
      {SITE.texts.privacyTimelines && (
        <ul className="privacy-timelines">
          {privacyTimelines().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
