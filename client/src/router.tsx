// Every route from the spec's route tables (part 1 and part 2).
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { AppLayout } from '@/layout/app-layout'
import { RouteError } from '@/layout/route-error'
import { AdminOnly } from '@/features/admin/admin-only'
import { EventsPage } from '@/features/events/events-page'
import { AnalyticsPage } from '@/features/analytics/analytics-page'
import { DatabaseTestPage } from '@/features/database-test/database-test-page'
import { HomePage } from '@/features/home/home-page'
import { PostsPage } from '@/features/posts/posts-page'
import { ProfilePage } from '@/features/profile/profile-page'
import { UsersPage } from '@/features/users/users-page'
import { EmployeesPage } from '@/features/directory/employees-page'
import { CategoryRoute } from '@/features/directory/category-page'
import { MeetingsPage } from '@/features/meetings/meetings-page'
import { MeetingDetailPage } from '@/features/meetings/detail/meeting-detail-page'
import { MeetingFormPage } from '@/features/meetings/form/meeting-form-page'
import { MyAssignmentsPage } from '@/features/assignments/my-assignments-page'
import { BuildingAccessPage } from '@/features/building-access/building-access-page'
import { HandbooksPage } from '@/features/handbooks/handbooks-page'
import { HandbookCategoryPage } from '@/features/handbooks/handbook-category-page'
import { TranscriptionsPage } from '@/features/transcriptions/transcriptions-page'
import { ChatPage } from '@/features/chat/chat-page'
import { VacationPage } from '@/features/vacation'
import { ProjectDetailPage, ProjectsPage } from '@/features/projects'
import { NotificationsPage } from '@/features/notifications/notifications-page'
import { SettingsPage } from '@/features/settings/settings-page'
import {
  ComingSoonPage,
  ComingSoonParamPage,
  NotFoundPage,
  WorkPage,
} from '@/features/placeholders/placeholder-pages'

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoonPage title={title} /> })

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page render within the layout, so navigation stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'work', element: <WorkPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'profile/:id', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'messages', element: <TranscriptionsPage /> },
          { path: 'chat', element: <ChatPage /> },
          { path: 'posts', element: <PostsPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'analytics', element: <AdminOnly><AnalyticsPage /></AdminOnly> },
          { path: 'database-test', element: <AdminOnly><DatabaseTestPage /></AdminOnly> },
          { path: 'user-management', element: <UsersPage deniedText="Adgang nægtet" /> },
          { path: 'vacation', element: <VacationPage /> },
          { path: 'projects', element: <ProjectsPage /> },
          { path: 'projects/:id', element: <ProjectDetailPage /> },
          { path: 'handbooks', element: <HandbooksPage /> },
          { path: 'handbooks/:category', element: <HandbookCategoryPage /> },
          { path: 'building-access', element: <BuildingAccessPage /> },
          { path: 'employees', element: <EmployeesPage /> },
          { path: 'employees/categories/:category', element: <CategoryRoute /> },
          { path: 'meetings', element: <MeetingsPage /> },
          { path: 'meetings/new', element: <MeetingFormPage /> },
          { path: 'meetings/edit/:id', element: <MeetingFormPage /> },
          { path: 'meetings/:id', element: <MeetingDetailPage /> },
          { path: 'my-assignments', element: <MyAssignmentsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
