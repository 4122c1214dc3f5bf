// Plain BlockNote 0.55 (React 19, Mantine), no collaboration: the reference the bench compares Quire's editor
// with. Its storage is a JSON file of BlockNote blocks (`?doc=doc-5000.json`), fetched and given as the
// initial content; `data-ready` is set on the page once the editor is mounted.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useCreateBlockNote } from '@blocknote/react';
import { BlockNoteView } from '@blocknote/mantine';
import '@blocknote/mantine/style.css';

function Editor({ initialContent }) {
  const editor = useCreateBlockNote({ initialContent });
  useEffect(() => {
    document.body.dataset.ready = 'true';
  }, [editor]);
  return <BlockNoteView editor={editor} theme="light" data-testid="document-editor" />;
}

const name = new URLSearchParams(location.search).get('doc');
const blocks = await (await fetch(name)).json();
createRoot(document.getElementById('root')).render(<Editor initialContent={blocks} />);
