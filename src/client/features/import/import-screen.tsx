import { useMemo, useState } from 'react';
import { IMPORT_KINDS, MAX_IMPORT_ROWS, type ImportKind } from '../../../shared/contract/import';
import { isApiError } from '../../api/api-error';
import { useCheckImport, useImportRows } from '../../api/import/import-rows';
import { newIdempotencyKey } from '../../api/request';
import { csvText } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { FormField } from '../../ui/form-field';
import { Screen } from '../../ui/screen';
import { ColumnMapper } from './column-mapper';
import { autoMap, templateRows, toRows, unmappedRequired, type ColumnMapping } from './columns';
import { KIND_LABEL } from './fields';
import { ImportDone } from './import-done';
import { parseCsvFile, type ParsedFile } from './parse-file';
import { PreviewTable } from './preview-table';
import { ProblemSummary } from './problem-summary';
import { problemsOfParams, type FilePlaces } from './problems';
import { Progress } from './progress';

interface ChosenFile {
  name: string;
  parsed: ParsedFile;
}

/** /import: a supervisor brings bins, SKUs, batches or opening stock in from a CSV file, all rows or none. */
export function ImportScreen() {
  const [kind, setKind] = useState<ImportKind>('bins');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [parsing, setParsing] = useState<number | null>(null);
  // Remounts the file input after an import, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const check = useCheckImport();
  const run = useImportRows();
  // One key per file as checked: pressing Import again after a lost answer (the import may have
  // committed) replays that answer instead of receiving the opening stock twice.
  const [importKey, setImportKey] = useState(newIdempotencyKey);

  const mapped = useMemo(() => toRows(kind, file?.parsed.data ?? [], mapping), [kind, file, mapping]);
  const tooMany = mapped.rows.length > MAX_IMPORT_ROWS;
  const missing = unmappedRequired(kind, mapping);
  const refused = isApiError(run.error) ? problemsOfParams(run.error.invalidParams) : [];
  const problems = [...mapped.problems, ...(check.data?.problems ?? []), ...refused];
  const places: FilePlaces = { kind, headers: file?.parsed.headers ?? [], lines: file?.parsed.lines ?? [], mapping };

  /** Every change of kind, file or mapping checks the rows again with the server (a dry run writes nothing). */
  function remap(nextKind: ImportKind, nextFile: ChosenFile | null, nextMapping: ColumnMapping) {
    setKind(nextKind);
    setFile(nextFile);
    setMapping(nextMapping);
    check.reset();
    run.reset();
    setImportKey(newIdempotencyKey());
    const rows = toRows(nextKind, nextFile?.parsed.data ?? [], nextMapping).rows;
    if (nextFile && rows.length > 0 && rows.length <= MAX_IMPORT_ROWS && unmappedRequired(nextKind, nextMapping).length === 0)
      check.mutate({ kind: nextKind, rows, lines: nextFile.parsed.lines });
  }

  async function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    setParsing(0);
    const parsed = await parseCsvFile(chosen, setParsing);
    setParsing(null);
    remap(kind, { name: chosen.name, parsed }, autoMap(kind, parsed.headers));
  }

  const ready = check.isSuccess && problems.length === 0 && !tooMany && missing.length === 0;
  if (run.isSuccess) {
    return (
      <Screen title="Import CSV">
        <ImportDone
          answer={run.data}
          lines={file?.parsed.lines ?? []}
          onAgain={() => {
            setInputKey((n) => n + 1);
            remap(kind, null, {});
          }}
        />
      </Screen>
    );
  }
  return (
    <Screen title="Import CSV">
      <div className="flex flex-col gap-5">
        <p className="text-stone-600">
          Bring bins, SKUs, batches or opening stock in from a spreadsheet saved as CSV (comma, semicolon or tab separated, with a header
          row). A blank id gets the next free one. Every row is checked first; then all rows are imported, or none.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 grow">
            <FormField label="What the file holds">
              {(props) => (
                <select
                  {...props}
                  className="input"
                  value={kind}
                  onChange={(event) => {
                    const next = event.target.value as ImportKind;
                    remap(next, file, autoMap(next, file?.parsed.headers ?? []));
                  }}
                >
                  {IMPORT_KINDS.map((option) => (
                    <option key={option} value={option}>
                      {KIND_LABEL[option]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => downloadText(`lotline-${kind}-template.csv`, csvText(templateRows(kind)), 'text/csv')}
          >
            Download template
          </button>
        </div>
        <FormField
          label="CSV file"
          hint={file?.parsed.encoding ? `${file.name}: ${file.parsed.data.length} rows` : (file?.name ?? 'Choose a .csv file')}
        >
          {(props) => (
            <input
              {...props}
              key={inputKey}
              type="file"
              accept=".csv,text/csv"
              className="input"
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          )}
        </FormField>
        {parsing !== null && <Progress label="Reading the file…" value={parsing} />}
        {file && file.parsed.errors.length > 0 && (
          <ul role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {file.parsed.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {file?.parsed.encoding === 'Windows-1252' && (
          <p role="status" className="rounded-md bg-stone-100 p-3 text-stone-700">
            The file is not UTF-8, so it was read as Windows-1252, as Excel saves &quot;CSV (Comma delimited)&quot;. Check that accented
            letters look right in the preview.
          </p>
        )}
        {file?.parsed.encoding && file.parsed.data.length === 0 && <p role="alert">The file has no rows under its header.</p>}
        {file && file.parsed.data.length > 0 && (
          <>
            <ColumnMapper kind={kind} headers={file.parsed.headers} mapping={mapping} onChange={(next) => remap(kind, file, next)} />
            {tooMany && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                The file has {mapped.rows.length.toLocaleString('en-US')} rows; at most {MAX_IMPORT_ROWS.toLocaleString('en-US')} can be
                imported at once. Split it into smaller files.
              </p>
            )}
            {check.isPending && <Progress label={`Checking ${mapped.rows.length.toLocaleString('en-US')} rows…`} />}
            {check.isError && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                {check.error.message}
              </p>
            )}
            {problems.length > 0 && <ProblemSummary places={places} problems={problems} />}
            {check.isSuccess && problems.length === 0 && (
              <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
                All {mapped.rows.length.toLocaleString('en-US')} rows are ready to import.
              </p>
            )}
            <h2 className="font-semibold text-stone-700">Preview</h2>
            <PreviewTable
              places={places}
              rows={mapped.rows}
              cells={mapped.cells}
              given={check.data?.given_ids ?? []}
              problems={problems}
              units={check.data?.units ?? {}}
            />
            {run.isPending && <Progress label={`Importing ${mapped.rows.length.toLocaleString('en-US')} rows…`} />}
            {run.isError && refused.length === 0 && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
                {run.error.message}
              </p>
            )}
            <div>
              <button
                type="button"
                className="btn-primary"
                disabled={!ready || run.isPending}
                onClick={() => run.mutate({ body: { kind, rows: mapped.rows, lines: file.parsed.lines }, key: importKey })}
              >
                Import {mapped.rows.length.toLocaleString('en-US')} {mapped.rows.length === 1 ? 'row' : 'rows'}
              </button>
            </div>
          </>
        )}
      </div>
    </Screen>
  );
}
