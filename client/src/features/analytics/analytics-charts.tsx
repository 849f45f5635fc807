// Two charts: content by kind, and the most active users' contributions stacked by kind.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import type { Analytics } from './use-analytics'

const TOP_USERS = 10
const COLORS = { posts: '#3b82f6', projects: '#10b981', comments: '#f59e0b', news: '#8b5cf6' }

export function AnalyticsCharts({ data }: { data: Analytics }) {
  return (
    <>
      <ContentChart data={data} />
      <UserActivityChart data={data} />
    </>
  )
}

export function ContentChart({ data }: { data: Analytics }) {
  const rows = [
    { name: 'Opslag', antal: data.totals.posts },
    { name: 'Kommentarer', antal: data.content.post_comments + data.content.news_comments },
    { name: 'Nyheder', antal: data.totals.news },
    { name: 'Projekter', antal: data.totals.projects },
    { name: 'Arrangementer', antal: data.totals.events },
    { name: 'Mødereferater', antal: data.content.meetings },
    { name: 'Håndbøger', antal: data.totals.handbooks },
  ]
  return (
    <SectionCard title="Indhold">
      <CardContent className="h-64" role="img" aria-label="Søjlediagram over indhold fordelt på type">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" fontSize={11} interval={0} angle={-30} textAnchor="end" height={60} />
            <YAxis allowDecimals={false} fontSize={11} />
            <Tooltip />
            <Bar dataKey="antal" name="Antal" fill="#3b82f6" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </SectionCard>
  )
}

export function UserActivityChart({ data }: { data: Analytics }) {
  const rows = data.users.filter((u) => u.total > 0).slice(0, TOP_USERS).map((u) => ({
    name: u.name.split(' ')[0] || u.email || '?',
    Opslag: u.posts,
    Projekter: u.projects,
    Kommentarer: u.comments,
    Nyheder: u.news,
  }))
  return (
    <SectionCard title="Mest aktive brugere">
      <CardContent className="h-64" role="img" aria-label={`Bidrag fra de ${TOP_USERS} mest aktive brugere`}>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Ingen aktivitet endnu</p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ left: -20 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" fontSize={11} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="Opslag" stackId="a" fill={COLORS.posts} />
              <Bar dataKey="Projekter" stackId="a" fill={COLORS.projects} />
              <Bar dataKey="Kommentarer" stackId="a" fill={COLORS.comments} />
              <Bar dataKey="Nyheder" stackId="a" fill={COLORS.news} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </SectionCard>
  )
}
