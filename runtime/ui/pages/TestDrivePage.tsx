import { TestDriveForm } from '../forms/TestDriveForm';
import { usePageTitle, useRouteTitle } from '../routing';

/** /book-test-drive: the test drive booking without a particular car. */
export default function TestDrivePage() {
  const title = useRouteTitle();
  usePageTitle(title);
  return (
    <section className="page page--test-drive">
      <h1>{title}</h1>
      <p>Tell us how to reach you and when suits you; we'll confirm your test drive.</p>
      <TestDriveForm />
    </section>
  );
}
