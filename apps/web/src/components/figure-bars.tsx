import { Box } from '@mui/material';
import { useFormat } from '../lib/format';

/** The height of one bar's row. */
const BAR_ROW = 28;

/** Hidden from the eye, read by a screen reader. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The value axis of bars: from `min` to `max`, widened to whole steps of 1, 2 or 5 times a power of
 * ten, about `count` of them, never a step below 1 (counts and amounts: no tick between two whole
 * numbers). A bound given stays as given.
 */
export function barScale(values: number[], axis: { min?: number; max?: number } = {}, count = 4) {
  const low = axis.min ?? Math.min(0, ...values);
  let high = axis.max ?? Math.max(0, ...values);
  if (high <= low) high = low + 1;
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const step = Math.max(1, power * (error >= 7.07 ? 10 : error >= 3.16 ? 5 : error >= 1.41 ? 2 : 1));
  const min = axis.min ?? Math.floor(low / step) * step;
  const max = axis.max ?? Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step / 1e6; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { min, max, ticks };
}

/**
 * One horizontal bar per label, in the theme's colour, drawn at once with no chart library: a table
 * whose rows are the bars. Each row names its bar (a row header) and writes its value in words a
 * screen reader reads (`B.Tech CSE, 120`); the bar itself is drawn for the eye only. The scale
 * beneath the bars gives the values' range, every other tick left out where the bars are narrow.
 * Names wrap on their own row at any width: vertical bars' names collide on a phone.
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
  const { number } = useFormat();
  const valueText = props.format ?? ((v: number) => number(v));
  const tickText = props.axis?.format ?? ((v: number) => number(v));
  const { min, max, ticks } = barScale(props.values, props.axis);
  const at = (v: number) => (Math.min(max, Math.max(min, v)) - min) / (max - min);
  const zero = at(0);
  const texts = props.values.map(valueText);
  // Room for the longest value: figures are about one `ch` wide each.
  const valueRoom = `${Math.max(3, ...texts.map((t) => t.length)) + 1}ch`;
  return (
    <Box
      component="table"
      data-testid="figure-bars"
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', typography: 'body2', color: 'text.primary' }}
    >
      <Box component="caption" sx={VISUALLY_HIDDEN}>
        {props.series}
      </Box>
      <colgroup>
        <col style={{ width: props.labelWidth ?? 150 }} />
        <col />
        <col style={{ width: valueRoom }} />
      </colgroup>
      <tbody>
        {props.labels.map((label, i) => {
          const v = props.values[i] ?? 0;
          const [from, to] = [Math.min(zero, at(v)), Math.max(zero, at(v))];
          return (
            <tr key={`${label}-${i}`} style={{ height: BAR_ROW }}>
              <Box
                component="th"
                scope="row"
                sx={{ fontWeight: 'normal', textAlign: 'right', pr: 1, py: 0.25, lineHeight: 1.2, overflowWrap: 'anywhere' }}
              >
                {label}
              </Box>
              <Box component="td" aria-hidden sx={{ p: 0, borderLeft: 1, borderColor: 'text.secondary' }}>
                <Box sx={{ position: 'relative', height: 16 }}>
                  <Box
                    data-bar
                    sx={{
                      position: 'absolute',
                      top: 0,
                      bottom: 0,
                      left: `${from * 100}%`,
                      width: `${(to - from) * 100}%`,
                      bgcolor: 'primary.main',
                      borderRadius: '0 3px 3px 0',
                    }}
                  />
                </Box>
              </Box>
              <Box component="td" sx={{ pl: 0.75, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {texts[i]}
              </Box>
            </tr>
          );
        })}
      </tbody>
      <Box component="tfoot" aria-hidden>
        <tr>
          <td />
          <td style={{ padding: 0 }}>
            <Box
              data-testid="figure-bars-scale"
              sx={{
                containerType: 'inline-size',
                position: 'relative',
                height: 28,
                borderTop: 1,
                borderColor: 'text.secondary',
                color: 'text.secondary',
                typography: 'caption',
              }}
            >
              {ticks.map((tick, i) => {
                const x = at(tick);
                const shift = x === 0 ? '0' : x === 1 ? '-100%' : '-50%';
                // Where the bars are narrow, every other tick, counted from the last.
                const thinned = (ticks.length - 1 - i) % 2 === 1;
                return (
                  <Box
                    key={tick}
                    component="span"
                    sx={{
                      position: 'absolute',
                      left: `${x * 100}%`,
                      top: 0,
                      transform: `translateX(${shift})`,
                      pt: 0.5,
                      whiteSpace: 'nowrap',
                      ...(thinned && { '@container (max-width: 240px)': { display: 'none' } }),
                      // The tick's mark on the axis line.
                      '&::before': {
                        content: '""',
                        position: 'absolute',
                        top: 0,
                        left: x === 0 ? 0 : x === 1 ? '100%' : '50%',
                        height: 4,
                        borderLeft: 1,
                        borderColor: 'text.secondary',
                      },
                    }}
                  >
                    {tickText(tick)}
                  </Box>
                );
              })}
            </Box>
          </td>
          <td />
        </tr>
      </Box>
    </Box>
  );
}
