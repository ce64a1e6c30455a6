import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BinResource } from '../../../shared/contract/bins';
import { BinId } from '../../../shared/contract/fields';
import { useBin } from '../../api/bins/get-bin';
import { useUpdateBin } from '../../api/bins/update-bin';
import { EditButtons, editTitle } from '../../ui/item-form';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useEditState } from '../../ui/use-unsaved-prompt';
import { BIN_PROBLEM_FIELDS, BinFields, NameAndZoneFields, NotesField, type BinFieldsInput, type BinFieldsValues } from './bin-form';

export const BinEditScreen = () => <WithRouteId schema={BinId}>{(id) => <BinEdit id={id} />}</WithRouteId>;

function BinEdit({ id }: { id: string }) {
  return <Loaded query={useBin(id)}>{(bin) => <BinEditForm bin={bin} />}</Loaded>;
}

function BinEditForm({ bin }: { bin: BinResource }) {
  const { id, name, zone, notes } = bin.state;
  const update = useUpdateBin();
  const form = useForm<BinFieldsInput, unknown, BinFieldsValues>({
    resolver: zodResolver(BinFields),
    defaultValues: { name, zone: zone ?? '', notes: notes ?? '' },
  });
  const edit = useEditState(form, `/bin/${id}`);
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    edit.save(
      () => update.mutateAsync({ bin, body }),
      () => BIN_PROBLEM_FIELDS,
    ),
  );

  return (
    <Screen title={editTitle(id)}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="Edit bin">
        <fieldset disabled={edit.state === 'saving'} className="flex flex-col gap-4">
          <NameAndZoneFields
            name={{ registration: form.register('name'), error: errors.name?.message }}
            zone={{ registration: form.register('zone'), error: errors.zone?.message }}
          />
          <NotesField registration={form.register('notes')} error={errors.notes?.message} />
        </fieldset>
        <EditButtons state={edit.state} cancelTo={`/bin/${id}`} />
      </form>
    </Screen>
  );
}
