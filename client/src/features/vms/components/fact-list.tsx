export { FactList, type Fact } from '@/components/fact-list';
