import { expectItems, FULL_LIST_BATCH, read } from './client';
import { toClass, toTeacher } from './mappers';
import type { SchoolClass, Teacher } from '../domain/types';
import type { ClassRecord, TeacherRecord } from './records';
import type { Read } from './read-result';
import { TEACHER_ORDER } from '../domain/content-order';

/** All teachers, in the order the editors gave them (newest first where they gave none). @throws BackendUnavailableError */
export async function getTeachers(): Promise<Read<Teacher[]>> {
  const records = await read((pb) =>
    pb.collection('teachers').getFullList<TeacherRecord>({ batch: FULL_LIST_BATCH, sort: TEACHER_ORDER }),
  );
  return records.map((list) => expectItems<TeacherRecord>(list).map(toTeacher));
}

/** All classes, newest first, with their class teacher. @throws BackendUnavailableError */
export async function getClasses(now: Date = new Date()): Promise<Read<SchoolClass[]>> {
  const records = await read((pb) =>
    pb.collection('classes').getFullList<ClassRecord>({ batch: FULL_LIST_BATCH, sort: '-created', expand: 'teacher' }),
  );
  return records.map((list) => expectItems<ClassRecord>(list).map((record) => toClass(record, now)));
}
