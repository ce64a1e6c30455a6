import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DEFAULT_SCANNER_SETTINGS, loadScannerSettings, saveScannerSettings, type ScannerSettings, type SuffixChoice } from '../../scan';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { KeyField } from './key-field';
import { ScannerSettingsForm } from './scanner-settings-form';

const SUFFIX_LABELS: Record<SuffixChoice, string> = {
  'enter-or-tab': 'Enter or Tab',
  enter: 'Enter',
  tab: 'Tab',
  none: 'None',
  custom: 'Another key',
};

/** How this device's scanner types: saved on the device, and used by the scan layer at once. */
export function ScannerForm() {
  const toast = useToast();
  const form = useForm<ScannerSettings>({ resolver: zodResolver(ScannerSettingsForm), defaultValues: loadScannerSettings() });
  const suffix = useWatch({ control: form.control, name: 'suffix' });
  const { errors } = form.formState;

  const apply = (settings: ScannerSettings, message: string) => {
    saveScannerSettings(settings);
    form.reset(settings);
    toast.success(message);
  };
  const save = form.handleSubmit((settings) => apply(settings, 'Scanner settings saved.'));

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="prefix"
        render={({ field }) => (
          <FormField
            label="Prefix"
            error={errors.prefix?.message}
            hint="Optional: the key the scanner is programmed to send before each code, such as ] or Ctrl+B (STX). With a prefix, a scan is read however slowly it comes. It is kept out of fields, so choose a key nobody types here."
          >
            {(props) => <KeyField {...props} label="Prefix" value={field.value} onChange={field.onChange} />}
          </FormField>
        )}
      />
      <FormField label="Suffix" error={errors.suffix?.message} hint="What the scanner sends after each code.">
        {(props) => (
          <select {...props} {...form.register('suffix')} className="input">
            {Object.entries(SUFFIX_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {suffix === 'custom' && (
        <Controller
          control={form.control}
          name="customSuffix"
          render={({ field }) => (
            <FormField
              label="Suffix key"
              error={errors.customSuffix?.message}
              hint="Press the key the scanner sends last, such as Ctrl+C (ETX)."
            >
              {(props) => <KeyField {...props} label="Suffix key" value={field.value} onChange={field.onChange} />}
            </FormField>
          )}
        />
      )}
      <FormField
        label="Max gap between keys (ms)"
        error={errors.maxGapMs?.message}
        hint={`Keys of one scan come at most this far apart, but for one longer hiccup. ${DEFAULT_SCANNER_SETTINGS.maxGapMs} ms suits most scanners; above 100 ms, quick typing may pass for a scan.`}
      >
        {(props) => (
          <input
            {...props}
            {...form.register('maxGapMs', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={20}
            max={150}
            step={1}
            className="input w-32"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          Save
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => apply(DEFAULT_SCANNER_SETTINGS, 'Scanner settings are back to the defaults.')}
        >
          Restore defaults
        </button>
      </div>
    </form>
  );
}
