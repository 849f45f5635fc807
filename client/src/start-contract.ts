// The second stage of the app's start (main.ts): the shared contract the start code uses, whose
// zod schemas and shape rules are built as their modules evaluate. One the start code stops
// using costs only its bytes here.
export * as shapes from '../../sync/shapes'
export * as authInputs from '../../sync/inputs/auth'
export * as newsInputs from '../../sync/inputs/news'
export * as peopleInputs from '../../sync/inputs/people'
export * as aiInputs from '../../sync/inputs/ai'
export * as vacationInputs from '../../sync/inputs/vacations'
