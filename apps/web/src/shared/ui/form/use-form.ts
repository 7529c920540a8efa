import { type FormEvent, useCallback, useRef, useState } from 'react';

export type FieldValues = Record<string, unknown>;

export type FieldErrors<Values extends FieldValues> = Partial<Record<keyof Values, string>>;

export type ValidationResult<Values extends FieldValues, Output> = { values: Output } | { errors: FieldErrors<Values> };

export type Validate<Values extends FieldValues, Output> = (
  values: Values,
) => Promise<ValidationResult<Values, Output>>;

/** What an input needs to show and change one value of the form. */
export interface Field<Value> {
  name: string;
  value: Value;
  /** The message under the field, in the contracts' English words (see `translateMessage`). */
  error: string | undefined;
  onChange: (value: Value) => void;
  ref: (element: HTMLElement | null) => void;
}

interface UseFormOptions<Values extends FieldValues, Output> {
  defaultValues: Values;
  validate: Validate<Values, Output>;
}

/**
 * The small part of a form library that these screens use: controlled values, validation on
 * submit and again on every change after the first submit, server errors under their fields,
 * and focus on the first field in error. Small enough to leave the sign-in screens within budget.
 */
export function useForm<Values extends FieldValues, Output = Values>({
  defaultValues,
  validate,
}: UseFormOptions<Values, Output>) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isSubmitSuccessful, setSubmitSuccessful] = useState(false);
  // Refs mirror what the handlers must read without waiting for a render.
  const current = useRef({ values: defaultValues, hasSubmitted: false, validation: 0, hasServerErrors: false });
  const elements = useRef(new Map<keyof Values, HTMLElement>());

  const focusFirst = (failed: FieldErrors<Values>) => {
    const first = Object.keys(current.current.values).find((name) => failed[name]);
    if (first) elements.current.get(first)?.focus();
  };

  // Stable, so screens can fill a field from data that arrives later.
  const setValue = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) => {
      const next = { ...current.current.values, [name]: value };
      current.current.values = next;
      setValues(next);
      if (!current.current.hasSubmitted) return;
      const run = ++current.current.validation;
      void validate(next).then((result) => {
        if (run === current.current.validation) setErrors('errors' in result ? result.errors : {});
      });
    },
    [validate],
  );

  const setError = (name: keyof Values, message: string, { shouldFocus = false } = {}) => {
    current.current.hasServerErrors = true;
    setErrors((previous) => ({ ...previous, [name]: message }));
    if (shouldFocus) elements.current.get(name)?.focus();
  };

  const reset = (next: Values = defaultValues) => {
    current.current = {
      ...current.current,
      values: next,
      hasSubmitted: false,
      validation: current.current.validation + 1,
    };
    setValues(next);
    setErrors({});
    setSubmitSuccessful(false);
  };

  const handleSubmit = (onValid: (output: Output) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    current.current.hasSubmitted = true;
    current.current.hasServerErrors = false;
    // Outdates any validation still running from an earlier change.
    current.current.validation++;
    setSubmitting(true);
    setSubmitSuccessful(false);
    try {
      const result = await validate(current.current.values);
      if ('errors' in result) {
        setErrors(result.errors);
        focusFirst(result.errors);
        return;
      }
      setErrors({});
      await onValid(result.values);
      setSubmitSuccessful(!current.current.hasServerErrors);
    } finally {
      setSubmitting(false);
    }
  };

  const field = <Name extends keyof Values & string>(name: Name): Field<Values[Name]> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => setValue(name, value),
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  return {
    field,
    values,
    setValue,
    setError,
    reset,
    handleSubmit,
    formState: { isSubmitting, isSubmitSuccessful },
  };
}
