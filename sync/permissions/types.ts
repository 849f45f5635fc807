import type { Rule } from '../rules'

export interface ResourceRules<Row> {
  read: Rule<Row>
  create: Rule<Row>
  update: Rule<Row>
  delete: Rule<Row>
}
