// The post body editor (Tiptap) with only what the server keeps: paragraphs, line breaks,
// bold, italic, underline, links, lists and headings. Anything else pasted in is dropped by
// the editor's schema, and the server sanitises again.
import { useEffect, useRef } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { BoldIcon, Heading2Icon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon, UnderlineIcon, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { isSafeHref } from '../../../../sync/inputs/rich-text'
import { RICH_TEXT_CLASSES } from './rich-text'

const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeHref(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
]

/** The editable area's attributes: a labelled textbox, and what Form's control says about it. */
function textboxAttributes(labelledBy: string, id?: string, invalid?: boolean, describedBy?: string): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    ...(id ? { id } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    class: cn(RICH_TEXT_CLASSES, 'min-h-32 px-3 py-2 outline-none'),
  }
}

export function RichTextEditor({
  value,
  onChange,
  disabled,
  labelledBy,
  id,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  value: string
  onChange: (html: string) => void
  disabled?: boolean
  labelledBy: string
  /** Set by shadcn's FormControl, so the field's message describes the editable area. */
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}) {
  const emitted = useRef(value)
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: { attributes: textboxAttributes(labelledBy, id, invalid, describedBy) },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML()
      onChange(emitted.current)
    },
  })

  // A value from outside (the AI's version) replaces the document.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value
      editor.commands.setContent(value)
    }
  }, [editor, value])
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled])
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: textboxAttributes(labelledBy, id, invalid, describedBy) } })
  }, [editor, labelledBy, id, invalid, describedBy])

  return (
    <div className={cn('border-input focus-within:ring-ring/50 rounded-md border focus-within:ring-[3px]', disabled && 'opacity-60')}>
      {editor && <Toolbar editor={editor} disabled={disabled} />}
      <EditorContent editor={editor} />
    </div>
  )
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  })
  const chain = () => editor.chain().focus()
  const setLink = () => {
    if (state.link) return void chain().unsetLink().run()
    const href = window.prompt('Indtast linkets adresse (https://...)')?.trim()
    if (href && isSafeHref(href)) chain().extendMarkRange('link').setLink({ href, target: '_blank' }).run()
  }
  const buttons: [string, LucideIcon, boolean, () => void][] = [
    ['Fed', BoldIcon, state.bold, () => chain().toggleBold().run()],
    ['Kursiv', ItalicIcon, state.italic, () => chain().toggleItalic().run()],
    ['Understreget', UnderlineIcon, state.underline, () => chain().toggleUnderline().run()],
    ['Mellemrubrik', Heading2Icon, state.heading, () => chain().toggleHeading({ level: 2 }).run()],
    ['Punktliste', ListIcon, state.bullet, () => chain().toggleBulletList().run()],
    ['Nummereret liste', ListOrderedIcon, state.ordered, () => chain().toggleOrderedList().run()],
    ['Link', LinkIcon, state.link, setLink],
  ]
  return (
    <div role="toolbar" aria-label="Formatering" className="flex flex-wrap gap-0.5 border-b p-1">
      {buttons.map(([label, Icon, active, run]) => (
        <button
          key={label}
          type="button"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onClick={run}
          className={cn(
            'hover:bg-accent focus-visible:ring-ring/50 inline-flex size-8 items-center justify-center rounded outline-none focus-visible:ring-[3px] disabled:opacity-50',
            active && 'bg-accent',
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  )
}
