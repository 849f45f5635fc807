// zodResolver over a shared schema when the form holds its values in another shape than the
// schema reads (a datetime-local value for an ISO instant, fields only some users send): the
// values are turned into the schema's input first, and the schema's messages land on the
// form's fields of the same name.
import type { FieldValues, Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

export function zodResolverVia<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  const resolve = zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as Resolver<FieldValues, unknown, TOutput>
  return (values, context, options) =>
    resolve(toInput(values) as FieldValues, context, options as never) as ReturnType<Resolver<TValues, unknown, TOutput>>
}
