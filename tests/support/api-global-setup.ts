import type { TestProject } from 'vitest/node';
import { dropTemplate, prepareTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await prepareTemplate();
  project.provide('sqliteTemplate', template);
  return () => dropTemplate(template);
}
