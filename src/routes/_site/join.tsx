import { createFileRoute } from '@tanstack/react-router';
import { SectionPage } from '@/features/content/section-page';

export const Route = createFileRoute('/_site/join')({
  component: () => <SectionPage section="join" />,
});
