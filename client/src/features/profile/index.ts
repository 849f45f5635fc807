// What other features use of the profile feature.
export { FORMER_EMPLOYEE, FormerEmployee, nameWithFormerMark } from './former-employee'
