// Department writes (admins); the rows come back through the `departments` shape.
import { apiRequest } from '@/lib/api'
import type { DepartmentInput } from '../../../../sync/inputs/departments'

export const createDepartment = (input: DepartmentInput) =>
  apiRequest<{ txid: string }>('POST', '/api/departments', { id: crypto.randomUUID(), ...input })

export const deleteDepartment = (id: string) => apiRequest<{ txid: string }>('DELETE', `/api/departments/${encodeURIComponent(id)}`)
