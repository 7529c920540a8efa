import 'maplibre-gl/dist/maplibre-gl.css';
import { Avatar, alpha, Box, ButtonBase, CircularProgress, useTheme } from '@mui/material';
import {
  type GeoJSONSource,
  type LngLatLike,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { boundsOf, type MapPoint, type PointProperties, pointKey, toFeatures } from './map-points.ts';
import { loadWorldBase, type WorldBase } from './world-base.ts';

// The bundler serves MapLibre's worker as a file of its own; MapLibre would look beside its own module.
setWorkerUrl(workerUrl);

/** Beyond this zoom a city fills the screen; people in one city stay one cluster that lists them. */
const maxZoom = 11;
const worldView = { center: [10, 30] as LngLatLike, zoom: 1 };

export interface PeopleMapProps {
  points: readonly MapPoint[];
  /** The map's name for screen readers. */
  label: string;
  /** What the spinner says while the base layer and the map start. */
  loadingLabel: string;
  personLabel: (point: MapPoint) => string;
  clusterLabel: (count: number) => string;
  onOpenPerson: (point: MapPoint) => void;
  /** A cluster that zooming cannot split (one city): the people in it. */
  onShowGroup: (points: MapPoint[]) => void;
  /** The map cannot start here (no WebGL): the screen shows the list instead. */
  onFail: () => void;
}

/** One marker on screen: a person, or a cluster of people with how many. */
interface MarkerView {
  id: string;
  element: HTMLElement;
  lngLat: [number, number];
  cluster: { id: number; count: number } | null;
  pointKey: string | null;
}

const canUseWebGl = () => {
  const canvas = document.createElement('canvas');
  return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
};

/**
 * The users map (SPEC §2): MapLibre over an offline base layer — land and borders from Natural
 * Earth — with the people clustered by MapLibre's GeoJSON source. Markers are the app's own
 * buttons drawn into MapLibre's marker elements, so they read and focus like the rest of the app.
 */
export default function PeopleMap(props: PeopleMapProps) {
  const { points } = props;
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [markers, setMarkers] = useState<MarkerView[]>([]);
  const [isLoaded, setLoaded] = useState(false);
  /** Whether the view is still the one framing the points, not one the member panned or zoomed to. */
  const isFramed = useRef(true);
  const pointsByKey = useMemo(() => new Map(points.map((point) => [pointKey(point), point])), [points]);
  // MapLibre's handlers are bound once; they read the latest props and points from here.
  const latest = useRef({ props, pointsByKey });
  latest.current = { props, pointsByKey };

  const colours = {
    water: theme.palette.background.default,
    land: alpha(theme.palette.primary.main, 0.12),
    border: alpha(theme.palette.primary.main, 0.35),
  };
  const coloursRef = useRef(colours);

  useEffect(() => {
    if (!canUseWebGl()) {
      latest.current.props.onFail();
      return;
    }
    const aborted = new AbortController();
    const elements = new Map<string, Marker>();
    let shown = new Set<string>();
    let map: MapLibreMap | undefined;

    /** Places a marker for every cluster and person MapLibre currently shows, and takes away the others. */
    const placeMarkers = (target: MapLibreMap) => {
      if (!target.getSource('people') || !target.isSourceLoaded('people')) return;
      const next: MarkerView[] = [];
      const seen = new Set<string>();
      for (const feature of target.querySourceFeatures('people')) {
        if (feature.geometry.type !== 'Point') continue;
        const properties = feature.properties as PointProperties & {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        const id = properties.cluster ? `cluster:${properties.cluster_id}` : properties.key;
        // A feature near a tile's edge comes once from each tile.
        if (seen.has(id)) continue;
        seen.add(id);
        const lngLat = feature.geometry.coordinates as [number, number];
        let marker = elements.get(id);
        if (!marker) {
          marker = new Marker({ element: document.createElement('div') }).setLngLat(lngLat);
          elements.set(id, marker);
        }
        if (!shown.has(id)) marker.addTo(target);
        next.push({
          id,
          element: marker.getElement(),
          lngLat,
          cluster: properties.cluster ? { id: properties.cluster_id ?? 0, count: properties.point_count ?? 0 } : null,
          pointKey: properties.cluster ? null : properties.key,
        });
      }
      for (const id of shown) if (!seen.has(id)) elements.get(id)?.remove();
      shown = seen;
      setMarkers((previous) =>
        previous.length === next.length && previous.every((marker, index) => marker.id === next[index]?.id)
          ? previous
          : next,
      );
    };

    loadWorldBase(aborted.signal)
      .then((world) => {
        if (aborted.signal.aborted || !container.current) return;
        try {
          map = new MapLibreMap({
            container: container.current,
            style: styleOf(world, latest.current.props.points, coloursRef.current),
            ...worldView,
            maxZoom,
            dragRotate: false,
            pitchWithRotate: false,
            attributionControl: { compact: true, customAttribution: 'Natural Earth' },
          });
        } catch {
          latest.current.props.onFail();
          return;
        }
        mapRef.current = map;
        const started = map;
        started.touchZoomRotate.disableRotation();
        started.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        started.on('load', () => {
          frame(started, latest.current.props.points, false);
          setLoaded(true);
        });
        started.on('render', () => placeMarkers(started));
        // Until the member moves the map, it keeps everyone in view when its size changes (a phone turned).
        started.on('movestart', (event) => {
          if (event.originalEvent) isFramed.current = false;
        });
        started.on('resize', () => {
          if (isFramed.current) frame(started, latest.current.props.points, false);
        });
      })
      .catch(() => {
        if (!aborted.signal.aborted) latest.current.props.onFail();
      });

    return () => {
      aborted.abort();
      for (const marker of elements.values()) marker.remove();
      map?.remove();
      mapRef.current = null;
    };
  }, []);

  // A new period: new people on the same map.
  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>('people');
    if (!map || !source) return;
    void source.setData(toFeatures(points));
    isFramed.current = true;
    frame(map, points, true);
  }, [points]);

  const openCluster = async (marker: MarkerView) => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>('people');
    if (!map || !source || !marker.cluster) return;
    const zoom = await source.getClusterExpansionZoom(marker.cluster.id);
    if (zoom <= maxZoom) {
      map.easeTo({ center: marker.lngLat, zoom });
      return;
    }
    const leaves = await source.getClusterLeaves(marker.cluster.id, marker.cluster.count, 0);
    const group = leaves.flatMap((leaf) => {
      const point = latest.current.pointsByKey.get((leaf.properties as PointProperties).key);
      return point ? [point] : [];
    });
    latest.current.props.onShowGroup(group);
  };

  return (
    <Box
      ref={container}
      role="region"
      aria-label={props.label}
      data-testid="people-map"
      sx={{
        // MapLibre makes its container `position: relative`: it fills its card by size, not by insets.
        width: '100%',
        height: '100%',
        // MapLibre's own controls in the app's colours.
        '& .maplibregl-ctrl-group': { bgcolor: 'background.paper', boxShadow: 2 },
        '& .maplibregl-ctrl-group button + button': { borderTopColor: 'divider' },
        '& .maplibregl-ctrl-icon': { filter: theme.palette.mode === 'dark' ? 'invert(1)' : undefined },
        '& .maplibregl-ctrl.maplibregl-ctrl-attrib, & .maplibregl-ctrl-attrib.maplibregl-compact': {
          bgcolor: alpha(theme.palette.background.paper, 0.85),
          color: 'text.secondary',
        },
        '& .maplibregl-ctrl-attrib a': { color: 'text.primary' },
        '& .maplibregl-ctrl-attrib-button': { filter: theme.palette.mode === 'dark' ? 'invert(1)' : undefined },
      }}
    >
      {!isLoaded && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1 }}>
          <CircularProgress aria-label={props.loadingLabel} />
        </Box>
      )}
      {markers.map((marker) => {
        if (marker.cluster) {
          const { count } = marker.cluster;
          return createPortal(
            <ButtonBase
              aria-label={props.clusterLabel(count)}
              data-testid="map-cluster"
              onClick={() => void openCluster(marker)}
              sx={{
                width: count < 10 ? 40 : 48,
                height: count < 10 ? 40 : 48,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
                fontSize: '0.95rem',
                border: 3,
                borderColor: alpha(theme.palette.primary.main, 0.35),
                backgroundClip: 'padding-box',
                '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              {count}
            </ButtonBase>,
            marker.element,
            marker.id,
          );
        }
        const point = marker.pointKey ? pointsByKey.get(marker.pointKey) : undefined;
        if (!point) return null;
        const { user } = point;
        return createPortal(
          <ButtonBase
            aria-label={props.personLabel(point)}
            data-testid="map-person"
            onClick={() => props.onOpenPerson(point)}
            sx={{
              borderRadius: '50%',
              border: 2,
              borderColor: point.whereabouts.kind === 'trip' ? 'secondary.main' : 'primary.main',
              boxShadow: 3,
              '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 },
            }}
          >
            <Avatar
              src={user.profile_picture?.['100'] ?? undefined}
              alt=""
              sx={{
                width: 36,
                height: 36,
                fontSize: '0.85rem',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              {`${user.first_name.charAt(0)}${user.last_name?.charAt(0) ?? ''}`.toUpperCase()}
            </Avatar>
          </ButtonBase>,
          marker.element,
          marker.id,
        );
      })}
    </Box>
  );
}

/** The points in view: the box around them, or the world when there are none. */
function frame(map: MapLibreMap, points: readonly MapPoint[], isAnimated: boolean) {
  const bounds = boundsOf(points);
  if (bounds) map.fitBounds(bounds, { padding: 72, maxZoom: 4.5, animate: isAnimated });
  else map.jumpTo(worldView);
}

function styleOf(
  world: WorldBase,
  points: readonly MapPoint[],
  colours: { water: string; land: string; border: string },
): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: world.land },
      borders: { type: 'geojson', data: world.borders },
      people: { type: 'geojson', data: toFeatures(points), cluster: true, clusterRadius: 56, clusterMaxZoom: maxZoom },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': colours.border, 'line-width': 0.75 } },
      // Keeps the people's source loaded for the markers, which draw the people themselves.
      { id: 'people', type: 'circle', source: 'people', paint: { 'circle-radius': 0, 'circle-opacity': 0 } },
    ],
  };
}
