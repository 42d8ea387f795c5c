import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what this chart draws, so the panel's chunk stays small (the full ECharts is about 1 MB).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * A figure as a left-to-right run: the canvas draws in the page's direction, and in a right-to-left
 * one a bare leading minus lands after the digits ("100-"). The mark keeps it before them.
 */
const ltrFigure = (value: unknown) => `\u200e${String(value)}`;

export interface ChartSeries {
  name: string;
  values: number[];
}

/** Bars of a report's figures per row; the table beside it holds the same numbers for every reader. */
export function ReportChart({
  labels,
  series,
  label,
  rtl,
  small = false,
  testId = 'report-chart',
}: {
  labels: string[];
  series: ChartSeries[];
  label: string;
  rtl: boolean;
  /** the dashboard's lower chart */
  small?: boolean;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.init(box.current);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    if (!box.current) return;
    const chart = echarts.getInstanceByDom(box.current);
    chart?.setOption(
      {
        baseOption: {
          animation: false,
          tooltip: { trigger: 'axis', valueFormatter: ltrFigure },
          legend: { top: 0 },
          grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
          xAxis: { type: 'category', data: labels, inverse: rtl },
          yAxis: { type: 'value', position: rtl ? 'right' : 'left', axisLabel: { formatter: ltrFigure } },
          series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values })),
        },
        // The legend wraps to two lines on a narrow chart (a phone), and the plot does not move down
        // by itself: its top line ran through the legend.
        media: [{ query: { maxWidth: 480 }, option: { grid: { top: 64 } } }],
      },
      true,
    );
  }, [labels, series, rtl]);
  return (
    <div
      ref={box}
      className={small ? 'panel-chart panel-chart-small' : 'panel-chart'}
      role="img"
      aria-label={label}
      data-direction={rtl ? 'rtl' : 'ltr'}
      data-testid={testId}
    />
  );
}
