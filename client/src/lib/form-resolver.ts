// react-hook-form over the shared schemas (sync/inputs), whose messages land on the form's
// fields of the same name, for forms whose values are not typed as the schema's input.
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

/**
 * react-hook-form over a shared schema that parses the form's values as they are, though they
 * are typed otherwise: text fields hold strings where the schema reads a number or an optional
 * date, which it turns into its output. Typed by the default values and the schema's output.
 */
export function useSchemaForm<TValues extends FieldValues, TSchema extends z.ZodType>(schema: TSchema, defaultValues: TValues) {
  return useForm<TValues, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as unknown as z.ZodType<z.output<TSchema>, TValues>),
    // Every field's value: more than the partial values the type asks for.
    defaultValues: defaultValues as DefaultValues<TValues>,
  })
}

/**
 * zodResolver when the form holds its values in another shape than the schema reads (a
 * datetime-local value for an ISO instant, fields only some users send): the values are turned
 * into the schema's input first.
 */
export function zodResolverVia<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<FieldValues, unknown, TOutput>
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as never) as ReturnType<Resolver<TValues, unknown, TOutput>>
}
