/** Test drive booking in two steps (vehicle spec §2): contact details, then the optional booking details. */
import { formDefaults } from '@dealer/forms/defaults';
import { formEvent } from '@dealer/forms/events';
import { testDriveSteps } from '@dealer/forms/forms';
import { readProfile } from './browser';
import { useCompleteLead, type FormCar } from './complete';
import { siteDealershipSlug, siteFormContext } from './context';
import { sendLead } from './send';
import { StepForm } from './StepForm';

export function TestDriveForm({ car }: { car?: FormCar }) {
  const context = siteFormContext(car, { testDrive: true });
  const complete = useCompleteLead('test-drive', car);
  return (
    <StepForm
      id={car ? `test-drive-${car.id}` : 'test-drive'}
      steps={testDriveSteps(context)}
      initial={{ ...formDefaults(car, siteDealershipSlug()), ...readProfile() }}
      submitLabel="Book Test Drive"
      onSubmit={(values) => sendLead({ kind: 'test-drive', values, car, category: 'Test Drive' })}
      onSuccess={(values, outcome) => complete(formEvent({ kind: 'test-drive', carType: car?.car_type }), values, outcome)}
    />
  );
}
