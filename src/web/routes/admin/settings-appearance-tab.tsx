import { AppearanceEditor } from '@/features/admin-appearance/components/appearance-editor';

/** The Apparence tab of the platform settings: the appearance editor (spec 001 §2). */
export default function AppearanceTab() {
  return <AppearanceEditor />;
}
