// /messages — 'Beskeder og transskriptioner': upload a recording for transcription, and the
// user's own history. Without a speech-to-text service the page says so and takes no files.
import { useState } from 'react'
import { AlertTriangleIcon } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAiStatus } from '@/features/chat/use-ai-status'
import { TRANSCRIPTION_NOT_CONFIGURED } from '../../../../sync/inputs/transcriptions'
import { HistoryTab } from './history-tab'
import { UploadTab } from './upload-tab'

export function TranscriptionsPage() {
  const status = useAiStatus()
  const [tab, setTab] = useState('upload')
  const notSetUp = status?.transcription === false
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Beskeder og transskriptioner" description="Få lyd- og videofiler skrevet ud som tekst." />
      {notSetUp && (
        <Alert className="mb-4">
          <AlertTriangleIcon aria-hidden />
          <AlertTitle>Transskription er ikke sat op</AlertTitle>
          <AlertDescription>{TRANSCRIPTION_NOT_CONFIGURED}</AlertDescription>
        </Alert>
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="upload">Overfør</TabsTrigger>
          <TabsTrigger value="history">Historik</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <UploadTab disabled={notSetUp} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
