import { Select } from '@staydesk/design-system/overlays';
import { Controller, useFormContext } from 'react-hook-form';
import type { TaskFormValues } from './draft-form';

const labelOf = (value: string) => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface ChoiceFieldProps {
  name: 'category' | 'priority';
  label: string;
  values: readonly string[];
}

/** One of a fixed list of values, labelled from the value itself ('deep_cleaning': 'Deep cleaning'). */
export function ChoiceField({ name, label, values }: ChoiceFieldProps) {
  const { control } = useFormContext<TaskFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          options={values.map((value) => ({ value, label: labelOf(value) }))}
          value={field.value}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
