import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { hoursOfWindow, isWholeDay, reportDayWindows, resolveReportRange } from './report-range.js';
const RETENTION_DAYS = 30;
const now = new Date('2024-03-10T15:30:00.000Z');
test('without dates the range runs from the start of the UTC day six days ago until now', () => {
    const range = resolveReportRange({}, now, RETENTION_DAYS);
    assert.equal(range.from.toISOString(), '2024-03-04T00:00:00.000Z');
    assert.equal(range.to.toISOString(), now.toISOString());
    assert.deepEqual(reportDayWindows(range).map((day) => day.date), [
        '2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-09', '2024-03-10',
    ]);
});
test('with date_to only, the range is the seven days ending then; a date alone means the end of that day', () => {
    const range = resolveReportRange({ date_to: '2024-02-29' }, now, RETENTION_DAYS);
    assert.equal(range.from.toISOString(), '2024-02-23T00:00:00.000Z');
    assert.equal(range.to.toISOString(), '2024-02-29T23:59:59.999Z');
});
test('with date_from only, the range runs until now', () => {
    const range = resolveReportRange({ date_from: '2024-03-09T12:00:00Z' }, now, RETENTION_DAYS);
    assert.equal(range.from.toISOString(), '2024-03-09T12:00:00.000Z');
    assert.equal(range.to, now);
});
test('each UTC day is a half-open window clipped to the range', () => {
    const windows = reportDayWindows({ from: new Date('2024-03-01T18:00:00Z'), to: new Date('2024-03-03T06:00:00Z') });
    assert.deepEqual(windows.map((day) => [day.date, day.start.toISOString(), day.end.toISOString()]), [
        ['2024-03-01', '2024-03-01T18:00:00.000Z', '2024-03-02T00:00:00.000Z'],
        ['2024-03-02', '2024-03-02T00:00:00.000Z', '2024-03-03T00:00:00.000Z'],
        ['2024-03-03', '2024-03-03T00:00:00.000Z', '2024-03-03T06:00:00.001Z'],
    ]);
});
test('a range within one instant still has its day', () => {
    const instant = new Date('2024-03-01T00:00:00Z');
    assert.deepEqual(reportDayWindows({ from: instant, to: instant }).map((day) => day.date), ['2024-03-01']);
});
test('refuses date_from after date_to, and ranges longer than the log retention', () => {
    const refuses = (query, field) => assert.throws(() => resolveReportRange(query, now, RETENTION_DAYS), (error) => error instanceof BadRequestException && field.test(JSON.stringify(error.getResponse())));
    refuses({ date_from: '2024-03-02T00:00:00Z', date_to: '2024-03-01T00:00:00Z' }, /date_from must not be after date_to/);
    refuses({ date_from: '2024-01-01', date_to: '2024-01-31' }, /at most 30 days apart \(the log retention\)/);
    assert.equal(reportDayWindows(resolveReportRange({ date_from: '2024-01-01', date_to: '2024-01-30' }, now, RETENTION_DAYS)).length, 30);
    assert.equal(reportDayWindows(resolveReportRange({ date_from: '2023-01-01', date_to: '2023-12-31' }, now, 366)).length, 365);
});
test('a whole day is read as one; a part of a day as the hours it touches, partial hours whole', () => {
    const [first, middle, last] = reportDayWindows({ from: new Date('2024-03-01T18:30:00Z'), to: new Date('2024-03-03T02:00:00Z') });
    assert.deepEqual([isWholeDay(first), isWholeDay(middle), isWholeDay(last)], [false, true, false]);
    assert.deepEqual(hoursOfWindow(first), ['2024-03-01T18', '2024-03-01T19', '2024-03-01T20', '2024-03-01T21', '2024-03-01T22', '2024-03-01T23']);
    assert.deepEqual(hoursOfWindow(last), ['2024-03-03T00', '2024-03-03T01', '2024-03-03T02']);
});
//# sourceMappingURL=report-range.spec.js.map