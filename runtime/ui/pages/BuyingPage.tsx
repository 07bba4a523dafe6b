import { reserveExplainer, usedCarGuarantees } from '@dealer/site/content';
import { SITE } from '@site/site.gen';
import { useRouteTitle } from '../routing';
import { PageFrame } from '../site/PageFrame';

/** /buying: how reserving online works ($200 refundable deposit, 48-hour hold) and, where offered, the used-car guarantees. */
export default function BuyingPage() {
  return (
    <PageFrame title={useRouteTitle()} className="page--buying">
      <section aria-labelledby="reserve-online">
        <h2 id="reserve-online">Reserve your car online</h2>
        {reserveExplainer().map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {SITE.vehicle.usedCarGuarantee &&
        usedCarGuarantees().map((guarantee) => (
          <section key={guarantee.title} className="guarantee">
            <h2>{guarantee.title}</h2>
            <p>{guarantee.summary}</p>
            {guarantee.conditions.length > 0 && (
              <ul>
                {guarantee.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <p>
        <a href={SITE.search.defaultPath} className="button">
          Find a car to reserve
        </a>
      </p>
    </PageFrame>
  );
}
