import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useFormat } from '../lib/format';

/** The height of one bar's row and the room for the value axis beneath the bars. */
const BAR_ROW = 28;
const VALUE_AXIS = 48;

/**
 * One horizontal bar per label, in the theme's colour, drawn at once (no animation: a screenshot or a
 * reader sees the final bars). Every bar is named on its own row and the value axis beneath gives the
 * scale, at any width: vertical bars' names collide on a phone and the chart hides them.
 */
export function FigureBars(props: {
  labels: string[];
  values: number[];
  series: string;
  format?: (value: number) => string;
  axis?: { min?: number; max?: number; format?: (value: number) => string };
  /** Room for the names, in pixels. */
  labelWidth?: number;
}) {
  const theme = useTheme();
  const { number } = useFormat();
  // Counts and amounts: no tick between two whole numbers; figures as the reader's language writes them.
  const value = {
    min: props.axis?.min,
    max: props.axis?.max,
    valueFormatter: props.axis?.format ?? ((v: number) => number(v)),
    tickMinStep: 1,
  };
  return (
    <BarChart
      height={props.labels.length * BAR_ROW + VALUE_AXIS}
      layout="horizontal"
      xAxis={[value]}
      yAxis={[{ scaleType: 'band', data: props.labels, width: props.labelWidth ?? 150 }]}
      series={[
        {
          data: props.values,
          label: props.series,
          color: theme.palette.primary.main,
          valueFormatter: (v) => (v === null ? '' : (props.format?.(v) ?? number(v))),
        },
      ]}
      hideLegend
      skipAnimation
      margin={{ left: 8, right: 24 }}
    />
  );
}
