/** Only the text fields of a form's values (a form may hold a checkbox's boolean too). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The props every text field of a form takes from the form's state, by the field's name: its
 * value and change, waiting (disabled) while the form is sent, the form's full width. What a
 * field has of its own (its label, hint, keyboard) is written beside the spread.
 */
export function textFieldsOf<V>(
  values: V,
  setField: (field: TextKey<V>, value: string) => void,
  busy: boolean,
) {
  return (name: TextKey<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    disabled: busy,
    fullWidth: true,
  });
}
