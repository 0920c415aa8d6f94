import { expectItems, FULL_LIST_BATCH, read } from './client';
import { toClass, toTeacher } from './mappers';
import type { SchoolClass, Teacher } from '../domain/types';
import type { ClassRecord, TeacherRecord } from './records';

/** All teachers, newest first. @throws BackendUnavailableError */
export async function getTeachers(): Promise<Teacher[]> {
  const records = await read((pb) =>
    pb.collection('teachers').getFullList<TeacherRecord>({ batch: FULL_LIST_BATCH, sort: '-created' }),
  );
  return expectItems<TeacherRecord>(records).map(toTeacher);
}

/** All classes, newest first, with their class teacher. @throws BackendUnavailableError */
export async function getClasses(now: Date = new Date()): Promise<SchoolClass[]> {
  const records = await read((pb) =>
    pb.collection('classes').getFullList<ClassRecord>({ batch: FULL_LIST_BATCH, sort: '-created', expand: 'teacher' }),
  );
  return expectItems<ClassRecord>(records).map((record) => toClass(record, now));
}
