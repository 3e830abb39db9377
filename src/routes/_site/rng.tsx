import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@/features/categories/category-page';
import { CategorySearchSchema } from '@/features/categories/category-search';

export const Route = createFileRoute('/_site/rng')({
  validateSearch: CategorySearchSchema,
  component: () => <CategoryPage categories={['RNG']} />,
});
