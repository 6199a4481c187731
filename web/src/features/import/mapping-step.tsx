// CSV and TSV: whether the first row names the columns, which column feeds which field, and the
// first rows as they will be read, so the learner sees what each choice does.
import {
  type ColumnMapping,
  MAPPED_FIELD_LABELS,
  MAPPED_FIELDS,
  type MappedField,
  type TableOptions,
} from '../../../../shared/import/mapping';
import {
  IMPORT_HEADER_LABEL,
  IMPORT_MAPPING_TITLE,
  IMPORT_NOT_USED,
  IMPORT_PREVIEW_TITLE,
} from '../../../../shared/import/texts';
import { SelectField } from '../../components/select-field';

const LOOK = {
  field: 'form-field import-mapping__field',
  label: 'form-field__label',
  input: 'form-field__input',
};
const NOT_USED = -1;

interface MappingStepProps {
  rows: string[][];
  table: TableOptions;
  onChange: (table: TableOptions) => void;
}

/** A column is used by one field at most: choosing it for another takes it away here. */
function remap(mapping: ColumnMapping, field: MappedField, column: number): ColumnMapping {
  const next: ColumnMapping = {};
  for (const [other, index] of Object.entries(mapping) as [MappedField, number][])
    if (other !== field && index !== column) next[other] = index;
  if (column !== NOT_USED) next[field] = column;
  return next;
}

export function MappingStep({ rows, table, onChange }: MappingStepProps) {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const header = table.header ? rows[0] : undefined;
  const columns = Array.from({ length: width }, (_, index) => ({
    value: index,
    label: `${index + 1}: ${(header?.[index] ?? rows[0]?.[index] ?? '').slice(0, 30)}`,
  }));
  const options = [{ value: NOT_USED, label: IMPORT_NOT_USED }, ...columns];
  const shown = (table.header ? rows.slice(1) : rows).slice(0, 5);
  return (
    <fieldset className="import-mapping">
      <legend className="import-step__title">{IMPORT_MAPPING_TITLE}</legend>
      <label className="import-check">
        <input
          type="checkbox"
          checked={table.header}
          onChange={(e) => onChange({ ...table, header: e.target.checked })}
        />
        {IMPORT_HEADER_LABEL}
      </label>
      <div className="import-mapping__fields">
        {MAPPED_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={MAPPED_FIELD_LABELS[field]}
            value={table.mapping[field] ?? NOT_USED}
            options={options}
            onChange={(column) => onChange({ ...table, mapping: remap(table.mapping, field, column) })}
            look={LOOK}
          />
        ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls, and a keyboard must reach it */}
      <section className="import-preview" aria-label={IMPORT_PREVIEW_TITLE} tabIndex={0}>
        <table>
          <caption>{IMPORT_PREVIEW_TITLE}</caption>
          <thead>
            <tr>
              {MAPPED_FIELDS.filter((f) => table.mapping[f] !== undefined).map((f) => (
                <th key={f} scope="col">
                  {MAPPED_FIELD_LABELS[f]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their place
              <tr key={r}>
                {MAPPED_FIELDS.filter((f) => table.mapping[f] !== undefined).map((f) => (
                  <td key={f}>{row[table.mapping[f] as number] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </fieldset>
  );
}
