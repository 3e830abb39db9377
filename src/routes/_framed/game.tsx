import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '@/features/content/section-page';

export const Route = createFileRoute('/_framed/game')({
  component: () => <SectionPage section="game" />,
});
