import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@/features/categories/category-page';
import { CategorySearchSchema } from '@/features/categories/category-search';

export const Route = createFileRoute('/_site/pvp')({
  validateSearch: CategorySearchSchema,
  component: () => <CategoryPage categories={['PVP']} />,
});
