import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Button } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import type {
  DayFilter,
  Filter,
  FilterSpec,
  ListQuery,
  OneOfFilter,
} from '@storefront/shared/ui/admin/list/query';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField, type SelectOption } from '@storefront/shared/ui/admin/select-field';

export interface SelectControl<V extends string = string> {
  label: string;
  /** The first option, '' in the query: every item. */
  all: string;
  /** A `oneOf` value's text. */
  optionLabel?: (value: V) => string;
  /** An `id` filter's choices (the cities): what the list's own call answered. */
  options?: readonly SelectOption[];
  minWidth?: number;
}

export interface DayControl {
  label: string;
}

type ControlOf<F extends Filter> = F extends DayFilter
  ? DayControl
  : F extends OneOfFilter<infer V>
    ? SelectControl<V>
    : SelectControl;

export type FilterControls<S extends FilterSpec> = {
  [K in keyof S]: ControlOf<S[K]>;
};

export interface FilterBarProps<S extends FilterSpec> {
  query: ListQuery<S>;
  /** The search box; a list without one leaves it out. */
  search?: { label?: string; placeholder: string };
  /** How each filter of the spec is shown, in the spec's order. */
  controls: FilterControls<S>;
  /** With it, a button that clears every filter (not the search) while any is set. */
  resetLabel?: string;
}

function selectOptions(filter: Filter, control: SelectControl, value: unknown): SelectOption[] {
  const label = control.optionLabel ?? String;
  const options: SelectOption[] = [
    { value: '', label: control.all },
    ...(filter.kind === 'oneOf'
      ? filter.values.map((option) => ({ value: option, label: label(option) }))
      : (control.options ?? [])),
  ];
  // An id in the address that the choices do not (yet) hold stays selectable, not blank.
  if (value !== null && value !== '' && !options.some((option) => option.value === String(value))) {
    options.push({ value: String(value), label: `#${value}` });
  }
  return options;
}

/** The search and filters above a list, drawn from the list's filter spec. */
export function FilterBar<S extends FilterSpec>({
  query,
  search,
  controls,
  resetLabel,
}: FilterBarProps<S>) {
  const { t } = useSharedTranslation();
  const names = Object.keys(query.spec) as (keyof S & string)[];
  // A range's days: the start may not pass its end, the end may not precede its start.
  const endOf = (start: string) =>
    names.find((name) => (query.spec[name] as Filter as DayFilter).after === start);
  const text = (name: keyof S & string) => {
    const value = query.filters[name];
    return value === null ? '' : String(value);
  };
  return (
    <ListToolbar>
      {search && (
        <SearchField
          value={query.search}
          onSearch={query.setSearch}
          label={search.label}
          placeholder={search.placeholder}
        />
      )}
      {names.map((name) => {
        const filter = query.spec[name] as Filter;
        if (filter.kind === 'day') {
          const control = controls[name] as DayControl;
          const end = endOf(name);
          const reversed = query.reversed.includes(name);
          return (
            <DateField
              key={name}
              label={control.label}
              name={name}
              value={text(name)}
              min={(filter.after && text(filter.after as keyof S & string)) || undefined}
              max={(end && text(end)) || undefined}
              onChange={(value) => query.setFilter(name, value)}
              error={reversed}
              helperText={reversed ? t('list.rangeReversed') : undefined}
            />
          );
        }
        const control = controls[name] as unknown as SelectControl;
        return (
          <SelectField
            key={name}
            label={control.label}
            name={name}
            value={text(name)}
            options={selectOptions(filter, control, query.filters[name])}
            onChange={(value) => query.setFilter(name, value)}
            minWidth={control.minWidth}
          />
        );
      })}
      {resetLabel && query.anyFilter && <Button onClick={query.resetFilters}>{resetLabel}</Button>}
    </ListToolbar>
  );
}
