import type { VehicleModel } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Combobox, type ComboboxOption } from '@/components/ui/Combobox';
import fieldStyles from '@/components/ui/FormField.module.css';
import { RequiredMark } from '@/components/ui/RequiredMark';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useI18n, type MessageKey } from '@/i18n';
import {
  foundModelsQuery,
  isNamed,
  makesQuery,
  modelsQuery,
  startsAsTyped,
  type CarPick,
  type NamedRecord,
  vehicleYears,
} from '@/lib/vehicles';

export type VehiclePart = 'year' | 'make' | 'model' | 'engine';

/** The fields' labels: the texts of Home's search (docs/behaviour.md). */
const LABELS = {
  year: 'search.year',
  make: 'search.brand',
  model: 'search.model',
  engine: 'vehicle.engine',
} as const satisfies Record<VehiclePart, MessageKey>;

/** Letters typed before the catalog is asked for the models of that name, whatever their make. */
const MIN_TYPED = 2;
const TYPING_PAUSE_MS = 250;

const soldIn = (model: VehicleModel, year: number | undefined) =>
  year === undefined || (model.yearFrom <= year && year <= (model.yearTo ?? Infinity));

/** What every field's control takes: its id, look, hint and required mark. */
interface ControlProps {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** The record `typed` names exactly (as picked, or as the address gave it), if any. */
const exactly = <Named extends NamedRecord>(records: Named[], typed: string | undefined) =>
  typed === undefined
    ? undefined
    : records.find((record) => record.name === typed || record.nameAr === typed);

/** The records to suggest for `typed`: those with a name starting so, the one it names first. */
const suggested = <Named extends NamedRecord>(records: Named[], typed: string) =>
  records
    .filter((record) => startsAsTyped(record, typed))
    .sort((one, other) => Number(isNamed(other, typed)) - Number(isNamed(one, typed)));

interface VehicleSelectorProps {
  /** The car picked so far (an Ant Design Form.Item gives it, and onChange, to its child). */
  value?: CarPick;
  onChange?: (value: CarPick) => void;
  /** The fields marked as required. */
  required?: VehiclePart[];
  /** Ask for the engine (when the model has several). */
  withEngine?: boolean;
  /** A line under a field saying what it is for. */
  hints?: Partial<Record<VehiclePart, string>>;
}

/**
 * The cascading Year / Make / Model (/ Engine) selector, the way parts shoppers pick a car
 * (docs/behaviour.md, "Fitment"). The year narrows the makes, the make the models; a model can
 * also be typed first ("camry", "كامري"): the catalog finds it and its make. Whatever is typed
 * stays possible, for cars the catalog lacks. Its fields sit in the form's own layout.
 */
export function VehicleSelector({
  value = {},
  onChange = () => {},
  required = [],
  withEngine = true,
  hints = {},
}: VehicleSelectorProps) {
  const { t, nameOf, formatYear } = useI18n();
  const id = useId();
  // A field being typed in shows the text and suggests what starts so, even a name typed in full;
  // a chosen make or model (picked, or from the address) reads as the catalog names it in the
  // shopper's language and suggests every other, for the shopper to change it.
  const [typingIn, setTypingIn] = useState<VehiclePart>();
  // The makes of the year picked; every make until they come, or should they not.
  const allMakes = useQuery(makesQuery()).data;
  const makesOfYear = useQuery({ ...makesQuery(value.year), enabled: value.year !== undefined });
  const makes = (value.year !== undefined && makesOfYear.data) || allMakes || [];
  const make = value.make ? makes.find((candidate) => isNamed(candidate, value.make!)) : undefined;
  // A make's models, read once and narrowed to the year here: a new year asks for nothing.
  const makeModels = (
    useQuery({ ...modelsQuery(make?.name ?? ''), enabled: Boolean(make) }).data ?? []
  ).filter((candidate) => soldIn(candidate, value.year));
  const typedModel = useDebouncedValue(value.model?.trim() ?? '', TYPING_PAUSE_MS);
  const searching = !make && typedModel.length >= MIN_TYPED;
  const foundModels = useQuery({ ...foundModelsQuery(typedModel), enabled: searching }).data ?? [];
  const pickedMake = typingIn === 'make' ? undefined : exactly(make ? [make] : [], value.make);
  const pickedModel = typingIn === 'model' ? undefined : exactly(makeModels, value.model);
  const model =
    pickedModel ?? (value.model ? makeModels.find((m) => isNamed(m, value.model!)) : undefined);

  const makeOfModel = (found: VehicleModel) =>
    makes.find((candidate) => candidate._id === found.makeId);
  /** The other language's name, to tell apart what reads alike. */
  const otherName = (record: NamedRecord) => {
    const shown = nameOf(record);
    const other = shown === record.name ? record.nameAr : record.name;
    return other && other !== shown ? other : undefined;
  };

  /** A make or model of the catalog as a suggestion, with its other language's name. */
  const suggestion = (record: NamedRecord & { _id: string }): ComboboxOption => ({
    key: record._id,
    label: nameOf(record),
    detail: otherName(record),
  });

  const makeOptions = suggested(makes, pickedMake ? '' : (value.make ?? '')).map(suggestion);
  const modelOptions: ComboboxOption[] = make
    ? suggested(makeModels, pickedModel ? '' : (value.model ?? '')).map(suggestion)
    : searching
      ? foundModels
          .filter((candidate) => soldIn(candidate, value.year))
          .map((candidate) => {
            const itsMake = makeOfModel(candidate);
            return {
              key: candidate._id,
              label: nameOf(candidate),
              detail: itsMake ? nameOf(itsMake) : candidate.make,
            };
          })
      : [];

  const chooseModel = (chosen: VehicleModel) =>
    onChange({
      year: value.year,
      make: chosen.make,
      makeAr: makeOfModel(chosen)?.nameAr ?? (make?.name === chosen.make ? make.nameAr : undefined),
      model: chosen.name,
      modelAr: chosen.nameAr,
    });

  /** A labelled field: `control` draws it with the props every field's control takes. */
  const field = (part: VehiclePart, control: (props: ControlProps, label: string) => ReactNode) => {
    const fieldId = `${id}-${part}`;
    const hint = hints[part];
    const label = t(LABELS[part]);
    const isRequired = required.includes(part);
    const props: ControlProps = {
      id: fieldId,
      className: fieldStyles.input,
      'aria-describedby': hint ? `${fieldId}-hint` : undefined,
      ...(isRequired && { 'aria-required': true }),
    };
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={fieldId} className={fieldStyles.label}>
          {isRequired && <RequiredMark />}
          {label}
        </label>
        {control(props, label)}
        {hint && (
          <p id={`${fieldId}-hint`} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      {field('year', (props) => (
        <select
          {...props}
          value={value.year ?? ''}
          onChange={(event) => {
            const year = event.target.value ? Number(event.target.value) : undefined;
            // A model of the catalog not sold that year is not that car any more.
            const keepModel = !model || soldIn(model, year);
            onChange({
              ...value,
              year,
              ...(keepModel ? {} : { model: undefined, modelAr: undefined, engine: undefined }),
            });
          }}
        >
          <option value="">{t('vehicle.anyYear')}</option>
          {vehicleYears().map((year) => (
            <option key={year} value={year}>
              {formatYear(year)}
            </option>
          ))}
        </select>
      ))}
      {field('make', (props, label) => (
        <Combobox
          {...props}
          listLabel={label}
          placeholder={t('vehicle.makePlaceholder')}
          value={pickedMake ? nameOf(pickedMake) : (value.make ?? '')}
          options={makeOptions}
          current={make?._id}
          onChange={(typed) => {
            setTypingIn('make');
            onChange({ year: value.year, make: typed || undefined });
          }}
          onPick={(option) => {
            setTypingIn(undefined);
            const chosen = makes.find((candidate) => candidate._id === option.key);
            if (chosen) onChange({ year: value.year, make: chosen.name, makeAr: chosen.nameAr });
          }}
          onLeave={(typed) => {
            setTypingIn(undefined);
            // A make typed in full reads as the catalog's.
            if (make && value.make !== make.name && isNamed(make, typed))
              onChange({ ...value, make: make.name, makeAr: make.nameAr });
          }}
        />
      ))}
      {field('model', (props, label) => (
        <Combobox
          {...props}
          listLabel={label}
          placeholder={t('vehicle.modelPlaceholder')}
          value={pickedModel ? nameOf(pickedModel) : (value.model ?? '')}
          options={modelOptions}
          current={model?._id}
          onChange={(typed) => {
            setTypingIn('model');
            onChange({
              ...value,
              model: typed || undefined,
              modelAr: undefined,
              engine: undefined,
            });
          }}
          onPick={(option) => {
            setTypingIn(undefined);
            const chosen = [...makeModels, ...foundModels].find(
              (candidate) => candidate._id === option.key,
            );
            if (chosen) chooseModel(chosen);
          }}
          onLeave={(typed) => {
            setTypingIn(undefined);
            if (model && value.model !== model.name && isNamed(model, typed)) chooseModel(model);
          }}
        />
      ))}
      {withEngine &&
        model &&
        model.engines.length > 0 &&
        field('engine', (props) => (
          <select
            {...props}
            value={value.engine ?? ''}
            onChange={(event) => onChange({ ...value, engine: event.target.value || undefined })}
          >
            <option value="">{t('vehicle.anyEngine')}</option>
            {model.engines.map((engine) => (
              <option key={engine.code} value={engine.code}>
                {nameOf(engine)}
              </option>
            ))}
          </select>
        ))}
    </>
  );
}
