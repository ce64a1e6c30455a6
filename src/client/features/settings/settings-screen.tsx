import { Link } from 'react-router-dom';
import { FormField } from '../../ui/form-field';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { ScanTest } from './scan-test';
import { ScannerForm } from './scanner-form';

/** This device's settings: who works on it, and how its scanner types. */
export function SettingsScreen() {
  const [operator, setOperator] = useOperatorName();
  return (
    <Screen title="Settings">
      <div className="flex flex-col gap-8">
        <section aria-labelledby="settings-operator" className="flex flex-col gap-3">
          <h2 id="settings-operator" className="text-lg font-semibold">
            Operator
          </h2>
          <FormField label="Operator name" hint="Filled in for you on stock forms and audits on this device.">
            {(props) => (
              <input
                {...props}
                className="input"
                value={operator}
                onChange={(event) => setOperator(event.target.value)}
                autoComplete="name"
              />
            )}
          </FormField>
        </section>
        <section aria-labelledby="settings-scanner" className="flex flex-col gap-3">
          <h2 id="settings-scanner" className="text-lg font-semibold">
            Scanner
          </h2>
          <ScannerForm />
        </section>
        <section aria-labelledby="settings-test" className="flex flex-col gap-3">
          <h2 id="settings-test" className="text-lg font-semibold">
            Test the scanner
          </h2>
          <ScanTest />
        </section>
        <section aria-labelledby="settings-phones" className="flex flex-col gap-3">
          <h2 id="settings-phones" className="text-lg font-semibold">
            Phones
          </h2>
          <p>
            A phone on this network scans with its camera and works offline over https only.{' '}
            <Link to="/connect" className="font-semibold text-brand-700 underline">
              Connect a phone
            </Link>
          </p>
        </section>
      </div>
    </Screen>
  );
}
